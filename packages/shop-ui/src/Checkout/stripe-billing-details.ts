import {
  type CheckoutDetails,
  type CheckoutRules,
  checkoutAddresses,
} from "@meridian/cart/checkout";

/** Who pays and where the bill goes, as Stripe's `billing_details` takes them. */
export interface StripeBillingDetails {
  name: string;
  email: string;
  address: {
    line1?: string;
    line2?: string;
    city?: string;
    postal_code?: string;
    country?: string;
  };
}

/**
 * The billing address goes with the card (Stripe's fraud checks and the card's own record read
 * it): the one the API bills, which is the delivery address when the buyer said "the same".
 * Empty fields are left out rather than sent as "".
 */
export function stripeBillingDetails(
  details: CheckoutDetails,
  rules: CheckoutRules,
): StripeBillingDetails {
  const { billing } = checkoutAddresses(details, rules);
  const entries = {
    line1: billing.line1,
    line2: billing.line2,
    city: billing.city,
    postal_code: billing.postcode,
    country: billing.country,
  };
  const address = Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value.trim() !== ""),
  ) as StripeBillingDetails["address"];
  return { name: details.name, email: details.email, address };
}

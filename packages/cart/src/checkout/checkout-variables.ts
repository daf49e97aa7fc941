/**
 * The checkout form as the API's arguments (spec 5 "Create invoice", "Finalize invoice";
 * DESIGN 7.1: "required" arguments are always sent, empty where they do not apply). The company
 * and VAT number go only with a business purchase; an address the buyer said is "the same" is
 * sent as the other one; licence details only for the licence types in the cart.
 */
import type {
  CreateInvoiceMutationVariables,
  FinalizeInvoiceMutationVariables,
} from "@meridian/graphql/client";
import type { GuestItem } from "../local-cart/local-cart-model";
import { asksFor, type CheckoutDetails } from "./checkout-details";
import type { CheckoutRules } from "./checkout-rules";
import { licenceDetailQuestions } from "./licence-details";

interface Address {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country: string;
}

function billingFields(details: CheckoutDetails): Address {
  const { line1, line2, city, postcode, country } = details;
  return { line1, line2, city, postcode, country };
}

function shippingFields(details: CheckoutDetails): Address {
  return {
    line1: details.shippingLine1,
    line2: details.shippingLine2,
    city: details.shippingCity,
    postcode: details.shippingPostcode,
    country: details.shippingCountry,
  };
}

const NO_ADDRESS: Address = { line1: "", line2: "", city: "", postcode: "", country: "" };

/** The two addresses the details stand for; no delivery address when nothing ships. */
export function checkoutAddresses(
  details: CheckoutDetails,
  rules: CheckoutRules,
): { billing: Address; shipping: Address } {
  const asks = asksFor(rules, details);
  const billing = asks.billing ? billingFields(details) : shippingFields(details);
  if (!rules.requiresShipping) return { billing, shipping: NO_ADDRESS };
  return { billing, shipping: asks.shipping ? shippingFields(details) : billingFields(details) };
}

/** Everything both calls send about the buyer and the two addresses. */
function customer(details: CheckoutDetails, rules: CheckoutRules) {
  const { billing, shipping } = checkoutAddresses(details, rules);
  const companyName = details.isBusiness ? details.companyName : "";
  return {
    name: details.name,
    email: details.email,
    phone: details.phone,
    vatNumber: details.isBusiness ? details.vatNumber : "",
    companyName,
    ...billing,
    shippingAddressName: rules.requiresShipping ? details.shippingAddressName || details.name : "",
    shippingCompanyName: rules.requiresShipping ? companyName : "",
    shippingLine1: shipping.line1,
    shippingLine2: shipping.line2,
    shippingCity: shipping.city,
    shippingCountry: shipping.country,
    shippingPostcode: shipping.postcode,
  };
}

/**
 * CreateInvoice: the studio's guest sends its browser-held goods as `items`, which the API
 * prices itself; the foundry sends none and the API reads the cookie cart (DESIGN 4.7).
 */
export function createInvoiceVariables(
  details: CheckoutDetails,
  rules: CheckoutRules,
  items: readonly GuestItem[] | null = null,
): CreateInvoiceMutationVariables {
  const { companyName: _notAnArgument, ...fields } = customer(details, rules);
  return {
    ...fields,
    isBusiness: details.isBusiness,
    discountCode: details.discountCode || null,
    items: items
      ? items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }))
      : null,
  };
}

/** FinalizeInvoice for the previewed invoice, with the same details as its preview. */
export function finalizeInvoiceVariables(
  details: CheckoutDetails,
  rules: CheckoutRules,
  invoiceId: number,
): FinalizeInvoiceMutationVariables {
  const asked = new Set(licenceDetailQuestions(rules.licenceTypes).map((q) => q.field));
  const detail = (field: "basicBrand" | "logoBrand" | "socialBrand" | "domain" | "app") =>
    asked.has(field) ? details[field] : "";
  return {
    invoiceId,
    ...customer(details, rules),
    basicBrand: detail("basicBrand"),
    socialBrand: detail("socialBrand"),
    logoBrand: detail("logoBrand"),
    domain: detail("domain"),
    app: detail("app"),
  };
}

import "server-only";
import { type CountryOption, countryOptions } from "@meridian/cart/checkout";
import { env } from "@/env";
import { getSiteSetup } from "../site/get-site-setup";

export interface CheckoutSetup {
  countries: CountryOption[];
  /** The purchase enquiry's address for a cart over the limit (spec 7.4). */
  enquiryEmail: string;
  /** Stripe Elements instead of the test provider's card form when set (DESIGN 4.7). */
  stripePublishableKey: string | null;
}

/**
 * What /checkout needs from the server: the countries named in British English (the same names
 * on every browser), the site's e-mail and the payment configuration, read at request time.
 */
export async function getCheckoutSetup(): Promise<CheckoutSetup> {
  const site = await getSiteSetup();
  return {
    countries: countryOptions(),
    enquiryEmail: site.email,
    stripePublishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

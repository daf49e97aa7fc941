import { emailAddress } from "@meridian/graphql/validation";
import type { LicenceType } from "@meridian/pricing";
import { z } from "zod";
import type { UserError } from "../../errors";
import { countryCode } from "./country";

/**
 * The arguments of CreateInvoice and FinalizeInvoice (spec 5). "Required" arguments must be
 * present but may be empty where they do not apply (DESIGN 7.1): the base schemas check types
 * and lengths only; the rules that depend on the cart (shipping, a business, the licence types
 * in it) are added by `previewRules` and `finalizeRules` once the cart is known.
 */

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) => text(max).nullish();
const required = (max: number, message: string) => text(max).min(1, message);

/** An ISO 3166-1 alpha-2 code, normalised (UK → GB). */
const country = (message: string) =>
  text(60).transform((value, ctx) => {
    const code = countryCode(value);
    if (code) return code;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
const COUNTRY_MESSAGE = "Choose a country: a two-letter ISO code such as GB";
const SHIPPING_COUNTRY_MESSAGE = "Choose the delivery country: a two-letter ISO code such as GB";

/** A goods line of the studio's browser-held cart; the API prices it itself. */
export const guestItemInput = z.object({
  productId: z.string().trim().min(1, "productId is required").max(100),
  variantId: z.string().trim().min(1).max(100).nullish(),
  quantity: z
    .number()
    .int("quantity must be a whole number")
    .min(1, "quantity must be at least 1")
    .max(99, "quantity must be at most 99"),
});
export type GuestItemInput = z.infer<typeof guestItemInput>;

const billing = {
  name: required(200, "Please enter your name"),
  email: emailAddress,
  phone: text(40).regex(/^[0-9+()\-.\s]*$/, "Please enter a valid phone number"),
  vatNumber: text(30),
  line1: required(200, "Please enter the first line of the billing address"),
  line2: text(200),
  city: required(100, "Please enter the town or city of the billing address"),
  state: optionalText(100),
  country: country(COUNTRY_MESSAGE),
  postcode: text(20),
};

export const createInvoiceInput = z.object({
  ...billing,
  isBusiness: z.boolean({ message: "isBusiness must be true or false" }),
  shippingAddressName: text(200),
  shippingCompanyName: text(200),
  shippingLine1: text(200),
  shippingLine2: text(200),
  shippingAddress: optionalText(400),
  shippingCity: optionalText(100),
  shippingState: optionalText(100),
  shippingCountry: optionalText(60),
  shippingPostcode: optionalText(20),
  discountCode: optionalText(40),
  items: z
    .array(guestItemInput)
    .min(1, "Add something to the cart first")
    .max(50, "At most 50 lines")
    .nullish(),
});
export type CreateInvoiceInput = z.infer<typeof createInvoiceInput>;

/** What the cart asks of the customer. */
export interface CheckoutNeeds {
  shipping: boolean;
  isBusiness: boolean;
  licenceTypes: ReadonlySet<LicenceType>;
  /** Why the VAT number is refused (format, country, VIES), or null. */
  vatRefusal: UserError | null;
}

/**
 * The VAT number's rule once it has been checked (DESIGN 4.11): a number jsvat or VIES refused
 * is a field error beside the others, so the customer sees every problem at once.
 */
function vatNumberRule(refusal: UserError | null) {
  const rule = text(30);
  return { vatNumber: refusal ? rule.refine(() => false, refusal.message) : rule };
}

/** CreateInvoice's rules for this cart: a delivery address when it ships goods. */
export function previewRules(needs: Pick<CheckoutNeeds, "shipping" | "vatRefusal">) {
  const vat = vatNumberRule(needs.vatRefusal);
  if (!needs.shipping) return createInvoiceInput.extend(vat);
  return createInvoiceInput.extend({
    ...vat,
    shippingAddressName: required(200, "Please enter the name for delivery"),
    shippingLine1: required(200, "Please enter the first line of the delivery address"),
    shippingCountry: country(SHIPPING_COUNTRY_MESSAGE).nullish(),
  });
}

export const finalizeInvoiceInput = z.object({
  invoiceId: z.number().int().min(1, "No such invoice").max(2_147_483_647, "No such invoice"),
  ...billing,
  companyName: text(200),
  shippingAddressName: text(200),
  shippingCompanyName: text(200),
  shippingLine1: text(200),
  shippingLine2: text(200),
  shippingCity: text(100),
  shippingState: optionalText(100),
  shippingCountry: text(60),
  shippingPostcode: text(20),
  basicBrand: text(200),
  socialBrand: text(200),
  logoBrand: text(200),
  domain: text(253),
  app: text(200),
});
export type FinalizeInvoiceInput = z.infer<typeof finalizeInvoiceInput>;

const LICENCE_DETAIL_RULES = {
  basic: { basicBrand: required(200, "Please enter the brand name for the basic licence") },
  logo: { logoBrand: required(200, "Please enter the brand name for the logo licence") },
  social: { socialBrand: required(200, "Please enter the social brand for the social licence") },
  web: { domain: required(253, "Please enter the domain name for the web licence") },
  app: { app: required(200, "Please enter the app name for the app licence") },
} as const;

/** FinalizeInvoice's rules for this cart: delivery, company and licence details where they apply. */
export function finalizeRules(needs: CheckoutNeeds) {
  let shape = {};
  if (needs.shipping) {
    shape = {
      ...shape,
      shippingAddressName: required(200, "Please enter the name for delivery"),
      shippingLine1: required(200, "Please enter the first line of the delivery address"),
      shippingCity: required(100, "Please enter the town or city of the delivery address"),
      shippingCountry: country(SHIPPING_COUNTRY_MESSAGE),
      shippingPostcode: required(20, "Please enter the postcode of the delivery address"),
    };
  }
  if (needs.isBusiness) {
    shape = { ...shape, companyName: required(200, "Please enter the company name") };
  }
  for (const type of needs.licenceTypes) shape = { ...shape, ...LICENCE_DETAIL_RULES[type] };
  return finalizeInvoiceInput.extend(vatNumberRule(needs.vatRefusal)).extend(shape);
}

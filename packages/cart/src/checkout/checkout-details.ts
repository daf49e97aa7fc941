/**
 * The checkout's details form (spec 2.8, 5 "Create invoice", "Finalize invoice"; DESIGN 4.7):
 * who is buying, the billing address, the delivery address when goods ship, a business with its
 * company and VAT number, the licence details the cart's licence types need, and a discount code.
 * The rules and messages are the API's (apps/api/src/modules/checkout/checkout-input.ts), checked here
 * first so a buyer sees them by the field before anything is sent; the API's answer wins.
 */
import { z } from "zod";
import type { CheckoutRules } from "./checkout-rules";
import {
  LICENCE_DETAIL_MESSAGES,
  type LicenceDetailField,
  licenceDetailQuestions,
} from "./licence-details";

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const CHECKOUT_MESSAGES = {
  name: "Please enter your name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  companyName: "Please enter the company name",
  shippingLine1: "Please enter the first line of the delivery address",
  shippingCity: "Please enter the town or city of the delivery address",
  shippingPostcode: "Please enter the postcode of the delivery address",
  shippingCountry: "Please choose the delivery country",
  line1: "Please enter the first line of the billing address",
  city: "Please enter the town or city of the billing address",
  country: "Please choose the billing country",
} as const;

const fields = z.object({
  name: text(200),
  email: z.string().trim().max(254, CHECKOUT_MESSAGES.email),
  phone: text(40).regex(/^[0-9+()\-.\s]*$/, CHECKOUT_MESSAGES.phone),
  isBusiness: z.boolean(),
  companyName: text(200),
  vatNumber: text(30),
  /** The billing address. */
  line1: text(200),
  line2: text(200),
  city: text(100),
  postcode: text(20),
  country: z.string(),
  /** Who receives the parcel; the buyer's name when left empty. */
  shippingAddressName: text(200),
  shippingLine1: text(200),
  shippingLine2: text(200),
  shippingCity: text(100),
  shippingPostcode: text(20),
  shippingCountry: z.string(),
  /** The second address (see CheckoutRules.firstAddress) is the first one: not asked for. */
  sameAddress: z.boolean(),
  basicBrand: text(200),
  logoBrand: text(200),
  socialBrand: text(200),
  domain: text(253),
  app: text(200),
  discountCode: text(40),
});

/** What the form holds; also what it sends, after the schema has trimmed it. */
export type CheckoutDetails = z.input<typeof fields>;
export type CheckoutField = keyof CheckoutDetails;

const COUNTRY = /^[A-Z]{2}$/;
const EMAIL = z.email();

/** The schema for a checkout under these rules: what is required depends on the cart. */
export function checkoutDetailsSchema(rules: CheckoutRules) {
  return fields.superRefine((details, ctx) => {
    const missing = (path: CheckoutField, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!details.name) missing("name", CHECKOUT_MESSAGES.name);
    if (!EMAIL.safeParse(details.email).success) missing("email", CHECKOUT_MESSAGES.email);
    if (details.isBusiness && !details.companyName) {
      missing("companyName", CHECKOUT_MESSAGES.companyName);
    }
    const asks = asksFor(rules, details);
    if (asks.billing) {
      if (!details.line1) missing("line1", CHECKOUT_MESSAGES.line1);
      if (!details.city) missing("city", CHECKOUT_MESSAGES.city);
      if (!COUNTRY.test(details.country)) missing("country", CHECKOUT_MESSAGES.country);
      // Goods sent to the billing address need its postcode, as any delivery address does.
      if (rules.requiresShipping && !asks.shipping && !details.postcode) {
        missing("postcode", CHECKOUT_MESSAGES.shippingPostcode);
      }
    }
    if (asks.shipping) {
      if (!details.shippingLine1) missing("shippingLine1", CHECKOUT_MESSAGES.shippingLine1);
      if (!details.shippingCity) missing("shippingCity", CHECKOUT_MESSAGES.shippingCity);
      if (!details.shippingPostcode) {
        missing("shippingPostcode", CHECKOUT_MESSAGES.shippingPostcode);
      }
      if (!COUNTRY.test(details.shippingCountry)) {
        missing("shippingCountry", CHECKOUT_MESSAGES.shippingCountry);
      }
    }
    for (const question of licenceDetailQuestions(rules.licenceTypes)) {
      if (!details[question.field]) {
        missing(question.field, LICENCE_DETAIL_MESSAGES[question.field as LicenceDetailField]);
      }
    }
  });
}

/** Which addresses the form asks for, with these details' "same address" choice. */
export function asksFor(
  rules: CheckoutRules,
  details: Pick<CheckoutDetails, "sameAddress">,
): { billing: boolean; shipping: boolean } {
  if (!rules.requiresShipping) return { billing: true, shipping: false };
  if (rules.firstAddress === "shipping") return { billing: !details.sameAddress, shipping: true };
  return { billing: true, shipping: !details.sameAddress };
}

export const EMPTY_CHECKOUT_DETAILS: CheckoutDetails = {
  name: "",
  email: "",
  phone: "",
  isBusiness: false,
  companyName: "",
  vatNumber: "",
  line1: "",
  line2: "",
  city: "",
  postcode: "",
  country: "GB",
  shippingAddressName: "",
  shippingLine1: "",
  shippingLine2: "",
  shippingCity: "",
  shippingPostcode: "",
  shippingCountry: "GB",
  sameAddress: true,
  basicBrand: "",
  logoBrand: "",
  socialBrand: "",
  domain: "",
  app: "",
  discountCode: "",
};

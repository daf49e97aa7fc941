/**
 * The studio checkout's details form (spec 2.8, 5 "Create invoice", DESIGN 4.7): who is buying,
 * where the goods go, where the bill goes, and a discount code. The rules and messages are the
 * API's (apps/api/src/checkout/checkout-input.ts), checked here first so a visitor sees them by
 * the field before anything is sent; the API checks them again and its answer wins.
 */
import { z } from "zod";

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

const required = (max: number, message: string) => text(max).min(1, message);
const country = (message: string) => z.string().regex(/^[A-Z]{2}$/, message);

export const checkoutDetailsSchema = z
  .object({
    name: required(200, CHECKOUT_MESSAGES.name),
    email: z
      .string()
      .trim()
      .max(254, CHECKOUT_MESSAGES.email)
      .pipe(z.email({ message: CHECKOUT_MESSAGES.email })),
    phone: text(40).regex(/^[0-9+()\-.\s]*$/, CHECKOUT_MESSAGES.phone),
    isBusiness: z.boolean(),
    companyName: text(200),
    vatNumber: text(30),
    /** Who receives the parcel; the buyer's name when left empty. */
    shippingAddressName: text(200),
    shippingLine1: required(200, CHECKOUT_MESSAGES.shippingLine1),
    shippingLine2: text(200),
    shippingCity: required(100, CHECKOUT_MESSAGES.shippingCity),
    shippingPostcode: required(20, CHECKOUT_MESSAGES.shippingPostcode),
    shippingCountry: country(CHECKOUT_MESSAGES.shippingCountry),
    /** The bill goes to the delivery address: the billing fields below are not asked for. */
    billingSameAsShipping: z.boolean(),
    line1: text(200),
    line2: text(200),
    city: text(100),
    postcode: text(20),
    country: z.string(),
    discountCode: text(40),
  })
  .superRefine((details, ctx) => {
    const missing = (path: keyof typeof CHECKOUT_MESSAGES) =>
      ctx.addIssue({ code: "custom", path: [path], message: CHECKOUT_MESSAGES[path] });
    if (details.isBusiness && !details.companyName) missing("companyName");
    if (details.billingSameAsShipping) return;
    if (!details.line1) missing("line1");
    if (!details.city) missing("city");
    if (!/^[A-Z]{2}$/.test(details.country)) missing("country");
  });

/** What the form holds; also what it sends, after the schema has trimmed it. */
export type CheckoutDetails = z.input<typeof checkoutDetailsSchema>;

export const EMPTY_CHECKOUT_DETAILS: CheckoutDetails = {
  name: "",
  email: "",
  phone: "",
  isBusiness: false,
  companyName: "",
  vatNumber: "",
  shippingAddressName: "",
  shippingLine1: "",
  shippingLine2: "",
  shippingCity: "",
  shippingPostcode: "",
  shippingCountry: "GB",
  billingSameAsShipping: true,
  line1: "",
  line2: "",
  city: "",
  postcode: "",
  country: "GB",
  discountCode: "",
};

export type CheckoutField = keyof CheckoutDetails;

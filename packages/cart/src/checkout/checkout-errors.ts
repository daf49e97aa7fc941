/**
 * Where the API's payload errors (DESIGN 7.1: `errors[{code, field, message}]`) show on the
 * checkout page: by the form field they name, or above the form when they name none the buyer
 * can see (the cart, an item, the invoice).
 */
import type { UserErrorFieldsFragment } from "@meridian/graphql/client";
import { asksFor, type CheckoutDetails, type CheckoutField } from "./checkout-details";
import type { CheckoutRules } from "./checkout-rules";

export type ApiError = Pick<UserErrorFieldsFragment, "code" | "field" | "message">;

export interface PlacedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Messages for the whole form, in the order they came. */
  general: string[];
}

export const NO_ERRORS: PlacedErrors<never> = { fields: {}, general: [] };

export const ITEM_UNAVAILABLE_MESSAGE =
  "Something in your cart is no longer available. Please remove it and try again.";

export const UNEXPECTED_MESSAGE =
  "Something went wrong and nothing was charged. Please try again in a moment.";

/** The answer to a card confirmation did not arrive: trying again is safe (DESIGN 4.7). */
export const PAYMENT_UNCONFIRMED_MESSAGE =
  "We could not confirm your payment. Please try again: one order is never charged twice.";

/**
 * Places each error by the form field `fieldOf` names for the API's argument, or with the
 * general messages when it names none the form shows. The checkout's forms and the foundry's
 * account and enquiry forms place their errors this way.
 */
export function placeErrors<F extends string>(
  errors: readonly ApiError[],
  fieldOf: (apiField: string) => F | null,
  generalMessage: (error: ApiError) => string = (error) => error.message,
): PlacedErrors<F> {
  const placed: PlacedErrors<F> = { fields: {}, general: [] };
  for (const error of errors) {
    const field = error.field ? fieldOf(error.field) : null;
    // The first problem with a field is the one to fix first.
    if (field) placed.fields[field] ??= error.message;
    else placed.general.push(generalMessage(error));
  }
  return placed;
}

/** The details fields the API names as the form names them. */
const SAME_NAME = new Set<string>([
  "name",
  "email",
  "phone",
  "vatNumber",
  "companyName",
  "line1",
  "line2",
  "city",
  "postcode",
  "country",
  "shippingAddressName",
  "shippingLine1",
  "shippingLine2",
  "shippingCity",
  "shippingPostcode",
  "shippingCountry",
  "discountCode",
  "basicBrand",
  "logoBrand",
  "socialBrand",
  "domain",
  "app",
] satisfies CheckoutField[]);

const BILLING_TO_SHIPPING: Partial<Record<string, CheckoutField>> = {
  line1: "shippingLine1",
  line2: "shippingLine2",
  city: "shippingCity",
  postcode: "shippingPostcode",
  country: "shippingCountry",
};

const SHIPPING_TO_BILLING: Partial<Record<string, CheckoutField>> = {
  shippingAddressName: "name",
  shippingLine1: "line1",
  shippingLine2: "line2",
  shippingCity: "city",
  shippingPostcode: "postcode",
  shippingCountry: "country",
};

/**
 * CreateInvoice's and FinalizeInvoice's errors by details field. An error about an address the
 * form did not ask for (it was "the same") goes to the field it was copied from.
 */
export function placeDetailsErrors(
  errors: readonly ApiError[],
  details: Pick<CheckoutDetails, "sameAddress">,
  rules: CheckoutRules,
): PlacedErrors<CheckoutField> {
  const asks = asksFor(rules, details);
  return placeErrors(
    errors,
    (field): CheckoutField | null => {
      if (field === "shippingCompanyName") return "companyName";
      if (!asks.billing && BILLING_TO_SHIPPING[field]) return BILLING_TO_SHIPPING[field] ?? null;
      if (!asks.shipping && SHIPPING_TO_BILLING[field]) return SHIPPING_TO_BILLING[field] ?? null;
      return SAME_NAME.has(field) ? (field as CheckoutField) : null;
    },
    (error) => (error.field?.startsWith("items.") ? ITEM_UNAVAILABLE_MESSAGE : error.message),
  );
}

export type CardField = "cardNumber" | "expiry" | "cvc";
const CARD_FIELDS = new Set<string>(["cardNumber", "expiry", "cvc"] satisfies CardField[]);

export const DECLINED_HELP = "Nothing was charged. Please try another card.";

/**
 * ConfirmTestPayment's errors by card field. A decline names the card number, but it is an
 * outcome rather than a typing mistake: it is said above the Pay button, with what to do next.
 */
export function placeCardErrors(errors: readonly ApiError[]): PlacedErrors<CardField> {
  const declines = errors.filter((error) => error.code === "CARD_DECLINED");
  const placed = placeErrors(
    errors.filter((error) => error.code !== "CARD_DECLINED"),
    (field) => (CARD_FIELDS.has(field) ? (field as CardField) : null),
  );
  return {
    fields: placed.fields,
    general: [...declines.map((error) => `${error.message} ${DECLINED_HELP}`), ...placed.general],
  };
}

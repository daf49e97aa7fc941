/**
 * Where the API's payload errors (DESIGN 7.1: `errors[{code, field, message}]`) show on the
 * checkout page: by the form field they name, or above the form when they name none the visitor
 * can see (the cart, an item, the invoice).
 */
import type { UserErrorFieldsFragment } from "@meridian/graphql/client";
import type { CheckoutDetails, CheckoutField } from "./checkout-details";

export type ApiError = Pick<UserErrorFieldsFragment, "code" | "field" | "message">;

export interface PlacedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Messages for the whole form, in the order they came. */
  general: string[];
}

export const ITEM_UNAVAILABLE_MESSAGE =
  "Something in your cart is no longer available. Please remove it and try again.";

export const UNEXPECTED_MESSAGE =
  "Something went wrong and nothing was charged. Please try again in a moment.";

/** The answer to a card confirmation did not arrive: trying again is safe (DESIGN 4.7). */
export const PAYMENT_UNCONFIRMED_MESSAGE =
  "We could not confirm your payment. Please try again: one order is never charged twice.";

function placeErrors<F extends string>(
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
  "shippingAddressName",
  "shippingLine1",
  "shippingLine2",
  "shippingCity",
  "shippingPostcode",
  "shippingCountry",
  "discountCode",
] satisfies CheckoutField[]);

const BILLING_TO_SHIPPING: Partial<Record<string, CheckoutField>> = {
  line1: "shippingLine1",
  line2: "shippingLine2",
  city: "shippingCity",
  postcode: "shippingPostcode",
  country: "shippingCountry",
};

/**
 * CreateInvoice's and FinalizeInvoice's errors by details field. A billing-address error goes
 * to the delivery address's field when the bill goes there.
 */
export function placeDetailsErrors(
  errors: readonly ApiError[],
  details: Pick<CheckoutDetails, "billingSameAsShipping">,
): PlacedErrors<CheckoutField> {
  return placeErrors(
    errors,
    (field): CheckoutField | null => {
      if (SAME_NAME.has(field)) return field as CheckoutField;
      if (field === "shippingCompanyName") return "companyName";
      const billing = BILLING_TO_SHIPPING[field];
      if (!billing) return null;
      return details.billingSameAsShipping ? billing : (field as CheckoutField);
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

/**
 * @meridian/cart/checkout — what both sites' checkouts share (spec 2.8, 4.5; DESIGN 4.7): the
 * details form's rules, the card form's checks, the API's arguments and errors, the countries,
 * and the step-by-step flow over CreateInvoice, FinalizeInvoice and the card confirmation.
 */
export {
  CARD_MESSAGES,
  type CardDetails,
  cardDetailsSchema,
  EMPTY_CARD_DETAILS,
  expiryEnd,
  formatCardNumber,
  formatExpiry,
} from "./card-details";
export {
  asksFor,
  CHECKOUT_MESSAGES,
  type CheckoutDetails,
  type CheckoutField,
  checkoutDetailsSchema,
  EMPTY_CHECKOUT_DETAILS,
} from "./checkout-details";
export {
  type ApiError,
  type CardField,
  DECLINED_HELP,
  ITEM_UNAVAILABLE_MESSAGE,
  NO_ERRORS,
  PAYMENT_UNCONFIRMED_MESSAGE,
  type PlacedErrors,
  placeCardErrors,
  placeDetailsErrors,
  placeErrors,
  UNEXPECTED_MESSAGE,
} from "./checkout-errors";
export { type CheckoutRules, foundryCheckoutRules, STUDIO_CHECKOUT_RULES } from "./checkout-rules";
export {
  checkoutAddresses,
  createInvoiceVariables,
  finalizeInvoiceVariables,
} from "./checkout-variables";
export {
  COUNTRY_CODES,
  type CountryOption,
  countryName,
  countryOptions,
  HOME_COUNTRY,
} from "./countries";
export {
  LICENCE_DETAIL_MESSAGES,
  LICENCE_DETAIL_QUESTIONS,
  type LicenceDetailField,
  type LicenceDetailQuestion,
  licenceDetailQuestions,
} from "./licence-details";
export {
  PAYMENT_CONFIRMING_MESSAGE,
  PAYMENT_STILL_CONFIRMING_MESSAGE,
  type PaymentSettlement,
  SETTLEMENT_POLL_MS,
  SETTLEMENT_WAIT_MS,
  usePaymentSettlement,
} from "./payment-settlement";
export {
  CART_CHANGED_NOTICE,
  CHECKOUT_EXPIRED_NOTICE,
  type CheckoutFlow,
  type CheckoutFlowOptions,
  type CheckoutStep,
  type ConfirmPayment,
  type FinalizedInvoice,
  type PaymentProvider,
  type PaymentResult,
  PROVIDER_UNAVAILABLE_MESSAGE,
  useCheckoutFlow,
} from "./use-checkout-flow";

/**
 * The shop API's cart shapes as @meridian/graphql's documents select them (`CartFields`,
 * `UserErrorFields`, `InvoicePreviewFields`), named for what the cart does with them. Amounts are
 * major units of the cart currency, as GraphQL sends them.
 */
import type {
  CartFieldsFragment,
  InvoicePreviewFieldsFragment,
  UserErrorFieldsFragment,
} from "@meridian/graphql/client";

export type ServerCart = CartFieldsFragment;

export type ServerCartItem = CartFieldsFragment["items"][number];

/**
 * The part of InvoicePreview (CreateInvoice's result) that the cart totals show (spec 3): with a
 * discount code its subtotal and discount differ from the cart's; the tax's name and rate label
 * the Taxes row, so a zero tax says why (spec 4.5).
 */
export type InvoiceTotalsData = Pick<
  InvoicePreviewFieldsFragment,
  "currency" | "subtotal" | "discount" | "shipping" | "tax" | "taxName" | "taxRate" | "total"
> &
  Partial<Pick<InvoicePreviewFieldsFragment, "vatUnverified">>;

/** A problem the caller can fix, from a payload's `errors` (DESIGN 7.1). */
export type CartUserError = UserErrorFieldsFragment;

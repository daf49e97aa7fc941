/**
 * The shop API's cart shapes as the documents in ./documents select them (schema
 * packages/graphql/schema/shop/cart.graphql, checkout.graphql). Amounts are major units of the
 * cart currency, as GraphQL sends them. Written by hand until these documents move into
 * packages/graphql/documents and codegen types them.
 */

export interface ServerCartItem {
  id: string;
  productId: string;
  styleId: string | null;
  styleName: string | null;
  variantId: string | null;
  variantName: string | null;
  /** family, goods or style. */
  itemType: string;
  /** basic, web, app, social, logo or not_applicable. */
  licenceType: string;
  /** 0 Startup … 3 Large; null for goods. */
  licenceSize: number | null;
  product: { name: string; parentFont: string | null };
  /** Unit price. */
  price: number;
  priceUndiscounted: number;
  quantity: number;
}

export interface ServerCart {
  id: string;
  currency: string;
  exchangeRate: number;
  rounding: number;
  subtotal: number;
  discount: number;
  /** The names of the discounts that apply, comma-joined; '' when none. */
  discounts: string;
  hasDownloads: boolean;
  requiresShipping: boolean;
  overLimit: boolean;
  status: string;
  items: ServerCartItem[];
}

/** The part of InvoicePreview (CreateInvoice's result) that the cart totals show (spec 3). */
export interface InvoiceTotalsData {
  currency: string;
  shipping: number;
  tax: number;
  total: number;
}

/** A problem the caller can fix, from a payload's `errors` (DESIGN 7.1). */
export interface CartUserError {
  code: string;
  field: string | null;
  message: string;
  data: string | null;
}

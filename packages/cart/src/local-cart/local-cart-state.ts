/**
 * The studio's goods cart, held in the browser (spec 3 "Studio local cart item", 4.4): a list of
 * items, one per unit bought, plus the invoice preview and whether the order is complete.
 * A pure reducer, so every transition is tested without React or storage.
 */
import type { InvoiceTotalsData } from "../server-types";

export interface LocalCartItem {
  productId: string;
  productName: string;
  /** GBP minor units (pence): @meridian/pricing goodsPrices' price. */
  price: number;
  priceUndiscounted: number;
  variantId?: string | null | undefined;
  variantName?: string | null | undefined;
}

export interface LocalCartState {
  items: readonly LocalCartItem[];
  /** The preview CreateInvoice returned for these items; null until then. */
  invoice: InvoiceTotalsData | null;
  /** Paid: the panel reads 'Order Complete' and is read-only. */
  complete: boolean;
}

export const EMPTY_LOCAL_CART: Readonly<LocalCartState> = {
  items: [],
  invoice: null,
  complete: false,
};

export type LocalCartAction =
  | { type: "add"; item: LocalCartItem }
  | { type: "addAnother"; productId: string; variantId?: string | null | undefined }
  | { type: "remove"; productId: string; variantId?: string | null | undefined }
  | { type: "clear" }
  | { type: "setInvoice"; invoice: InvoiceTotalsData | null }
  | { type: "complete" }
  /** The stored items changed (another tab, first read). */
  | { type: "load"; items: readonly LocalCartItem[] };

function sameProduct(
  item: LocalCartItem,
  productId: string,
  variantId: string | null | undefined,
): boolean {
  return item.productId === productId && (item.variantId ?? null) === (variantId ?? null);
}

/**
 * Every change to the items drops the invoice preview, whose totals no longer match (spec 4.4
 * says so for remove and clear; for add the same holds). Adding after a completed order starts
 * a new cart.
 */
export function localCartReducer(state: LocalCartState, action: LocalCartAction): LocalCartState {
  switch (action.type) {
    case "add": {
      const items = state.complete ? [action.item] : [...state.items, action.item];
      return { items, invoice: null, complete: false };
    }
    case "addAnother": {
      if (state.complete) return state;
      const existing = state.items.findLast((item) =>
        sameProduct(item, action.productId, action.variantId),
      );
      if (!existing) return state;
      return { ...state, items: [...state.items, { ...existing }], invoice: null };
    }
    case "remove": {
      if (state.complete) return state;
      const index = state.items.findLastIndex((item) =>
        sameProduct(item, action.productId, action.variantId),
      );
      if (index === -1) return state;
      return { ...state, items: state.items.toSpliced(index, 1), invoice: null };
    }
    case "clear":
      return EMPTY_LOCAL_CART;
    case "setInvoice":
      return { ...state, invoice: action.invoice };
    case "complete":
      return { ...state, complete: true };
    case "load":
      return { items: action.items, invoice: null, complete: false };
  }
}

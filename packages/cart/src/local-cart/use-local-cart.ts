/**
 * The studio cart for components (spec 4.4): its state, the same data as a CartModel, and the
 * actions. Every component on the page shares one store; tabs follow each other.
 */
"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { CartModel } from "../cart-model";
import type { InvoiceTotalsData } from "../server-types";
import { type GuestItem, guestItems, localCartModel } from "./local-cart-model";
import type { LocalCartItem, LocalCartState } from "./local-cart-state";
import { defaultLocalCartStore, type LocalCartStore } from "./local-cart-store";

export interface LocalCart {
  state: LocalCartState;
  /** The items as a cart (GBP, requires shipping, goods lines of quantity 1). */
  cart: CartModel;
  count: number;
  /** CreateInvoice's `items` for the guest checkout. */
  guestItems: GuestItem[];
  add(item: LocalCartItem): void;
  /** Appends one more of an item already in the cart. */
  addAnother(productId: string, variantId?: string | null): void;
  /** Removes one item of that product (and variant) and the invoice preview. */
  remove(productId: string, variantId?: string | null): void;
  clear(): void;
  setInvoice(invoice: InvoiceTotalsData | null): void;
  /** After a successful payment: 'Order Complete', read-only, and nothing left in storage. */
  completeOrder(): void;
}

export function useLocalCart(store: LocalCartStore = defaultLocalCartStore()): LocalCart {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const { dispatch } = store;

  const add = useCallback((item: LocalCartItem) => dispatch({ type: "add", item }), [dispatch]);
  const addAnother = useCallback(
    (productId: string, variantId?: string | null) =>
      dispatch({ type: "addAnother", productId, variantId }),
    [dispatch],
  );
  const remove = useCallback(
    (productId: string, variantId?: string | null) =>
      dispatch({ type: "remove", productId, variantId }),
    [dispatch],
  );
  const clear = useCallback(() => dispatch({ type: "clear" }), [dispatch]);
  const setInvoice = useCallback(
    (invoice: InvoiceTotalsData | null) => dispatch({ type: "setInvoice", invoice }),
    [dispatch],
  );
  const completeOrder = useCallback(() => dispatch({ type: "complete" }), [dispatch]);

  const cart = useMemo(() => localCartModel(state.items), [state.items]);
  const guest = useMemo(() => guestItems(state.items), [state.items]);

  return {
    state,
    cart,
    count: state.items.length,
    guestItems: guest,
    add,
    addAnother,
    remove,
    clear,
    setInvoice,
    completeOrder,
  };
}

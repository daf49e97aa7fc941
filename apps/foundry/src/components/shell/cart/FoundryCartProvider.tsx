"use client";

import {
  type ServerCartState,
  type ShareLineState,
  useServerCart,
  useShareLine,
} from "@meridian/cart";
import { type InvoicePreviewFieldsFragment, useAuth } from "@meridian/graphql/client";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** The checkout's invoice preview and the cart it was made for (its cartSignature). */
export interface CheckoutPreview {
  invoice: InvoicePreviewFieldsFragment;
  signature: string;
}

export interface FoundryCart extends ServerCartState {
  /** The share line's progress (spec 4.3). */
  shareLine: ShareLineState;
  /** The cart panel is open. */
  panelOpen: boolean;
  openPanel(): void;
  closePanel(): void;
  /** /checkout's preview, so the header's cart shows the same totals as the order summary. */
  checkoutPreview: CheckoutPreview | null;
  setCheckoutPreview(preview: CheckoutPreview | null): void;
}

const FoundryCartContext = createContext<FoundryCart | null>(null);

/**
 * One server cart for the whole page: the header's cart link and panel, the buying options,
 * the goods cards, /shared-cart and /checkout all read and change the same cart, so an add
 * anywhere updates the subtotal and badge and can open the panel to show what was added.
 */
export function FoundryCartProvider({ children }: { children: ReactNode }) {
  // The cart's answers reach the page at transition priority (ADR 0030).
  const cart = useDeferredValue(useServerCart());
  const shareLine = useShareLine(cart.share);
  const [panelOpen, setPanelOpen] = useState(false);
  const [checkoutPreview, setCheckoutPreview] = useState<CheckoutPreview | null>(null);

  // Signing in or out changes whose cart this is (the anonymous cart merges on login).
  const { authenticated } = useAuth();
  const seenAuth = useRef(authenticated);
  const { refetch } = cart;
  useEffect(() => {
    if (seenAuth.current === authenticated) return;
    const wasKnown = seenAuth.current !== null;
    seenAuth.current = authenticated;
    if (wasKnown) refetch();
  }, [authenticated, refetch]);

  // A shared link shows a frozen copy: once the cart changes, the offer comes back.
  const { reset } = shareLine;
  const updatedAt = cart.cart?.updatedAt;
  useEffect(() => {
    if (updatedAt !== undefined) reset();
  }, [updatedAt, reset]);

  // The first visit's cart cookie comes with the first cart answer: a change sent before it
  // would start a second cart whose cookie the first answer then overwrites. Changes wait.
  const [loaded] = useState(() => deferred());
  const settled = cart.cart !== null || cart.error !== undefined;
  useEffect(() => {
    if (settled) loaded.resolve();
  }, [settled, loaded]);
  const { add: addNow, adopt: adoptNow } = cart;
  const add = useCallback<FoundryCart["add"]>(
    async (input) => {
      await loaded.promise;
      return addNow(input);
    },
    [addNow, loaded],
  );
  const adopt = useCallback<FoundryCart["adopt"]>(
    async (cartId) => {
      await loaded.promise;
      return adoptNow(cartId);
    },
    [adoptNow, loaded],
  );

  const openPanel = useCallback(() => setPanelOpen(true), []);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const value = useMemo(
    () => ({
      ...cart,
      add,
      adopt,
      shareLine,
      panelOpen,
      openPanel,
      closePanel,
      checkoutPreview,
      setCheckoutPreview,
    }),
    [cart, add, adopt, shareLine, panelOpen, openPanel, closePanel, checkoutPreview],
  );
  return <FoundryCartContext.Provider value={value}>{children}</FoundryCartContext.Provider>;
}

/** A promise with its resolve, made before anything waits on it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function useFoundryCart(): FoundryCart {
  const cart = useContext(FoundryCartContext);
  if (!cart) throw new Error("useFoundryCart needs a FoundryCartProvider above it");
  return cart;
}

"use client";

import {
  type ServerCartState,
  type ShareLineState,
  useServerCart,
  useShareLine,
} from "@meridian/cart";
import { useAuth } from "@meridian/graphql/client";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

export interface FoundryCart extends ServerCartState {
  /** The share line's progress (spec 4.3). */
  shareLine: ShareLineState;
  /** The cart panel is open. */
  panelOpen: boolean;
  openPanel(): void;
  closePanel(): void;
}

const FoundryCartContext = createContext<FoundryCart | null>(null);

/**
 * One server cart for the whole page: the header's cart link and panel, the buying options,
 * the goods cards, /shared-cart and /checkout all read and change the same cart, so an add
 * anywhere updates the subtotal and badge and can open the panel to show what was added.
 */
export function FoundryCartProvider({ children }: { children: ReactNode }) {
  const cart = useServerCart();
  const shareLine = useShareLine(cart.share);
  const [panelOpen, setPanelOpen] = useState(false);

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

  const openPanel = useCallback(() => setPanelOpen(true), []);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const value = useMemo(
    () => ({ ...cart, shareLine, panelOpen, openPanel, closePanel }),
    [cart, shareLine, panelOpen, openPanel, closePanel],
  );
  return <FoundryCartContext.Provider value={value}>{children}</FoundryCartContext.Provider>;
}

export function useFoundryCart(): FoundryCart {
  const cart = useContext(FoundryCartContext);
  if (!cart) throw new Error("useFoundryCart needs a FoundryCartProvider above it");
  return cart;
}

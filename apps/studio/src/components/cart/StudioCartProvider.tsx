"use client";

import { type LocalCart, useLocalCart } from "@meridian/cart";
import dynamic from "next/dynamic";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

export interface StudioCart extends LocalCart {
  /** GBP above which UK orders ship free (the shop rules' value): the panel's shipping line. */
  freeShippingOverGbp: number;
  /** The half-screen cart panel (spec 2.14) is showing. */
  panelOpen: boolean;
  openPanel(): void;
  closePanel(): void;
}

const StudioCartContext = createContext<StudioCart | null>(null);

// The panel's code loads the first time it opens: most visits never open it.
const StudioCartPanel = dynamic(
  () => import("./StudioCartPanel").then((module) => module.StudioCartPanel),
  { ssr: false },
);

export interface StudioCartProviderProps {
  /** From the shop rules the API charges by, read by the layout on the server. */
  freeShippingOverGbp: number;
  children: ReactNode;
}

/**
 * The studio's goods cart for every component of a page: the items held in browser storage
 * (spec 4.4, @meridian/cart's useLocalCart) and whether the cart panel is open. It also renders
 * that panel, so any page can open it (the header's cart, 'Add to cart').
 */
export function StudioCartProvider({ freeShippingOverGbp, children }: StudioCartProviderProps) {
  const cart = useLocalCart();
  const [panelOpen, setPanelOpen] = useState(false);
  // Kept mounted once opened, so closing runs the panel's own focus return to its opener.
  const [panelUsed, setPanelUsed] = useState(false);
  const openPanel = useCallback(() => {
    setPanelUsed(true);
    setPanelOpen(true);
  }, []);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const value: StudioCart = { ...cart, freeShippingOverGbp, panelOpen, openPanel, closePanel };
  return (
    <StudioCartContext value={value}>
      {children}
      {panelUsed ? <StudioCartPanel /> : null}
    </StudioCartContext>
  );
}

/**
 * The studio cart and its panel: the items and their actions (add, 'add another', remove,
 * clear, the invoice preview, the completed order) for the header, 'Add to cart' and /checkout.
 */
export function useStudioCart(): StudioCart {
  const cart = useContext(StudioCartContext);
  if (!cart) throw new Error("useStudioCart needs a StudioCartProvider above it (the layout)");
  return cart;
}

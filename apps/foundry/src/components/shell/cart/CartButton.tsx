"use client";

import { cartItemCount, cartModelFromServer } from "@meridian/cart";
import { formatPrice } from "@meridian/pricing";
import { skeletonSurface } from "@meridian/ui/skeleton";
import { VisuallyHidden } from "@meridian/ui/text";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import * as styles from "../header-controls/header-controls.css";
import { useFoundryCart } from "./FoundryCartProvider";

const loadCartPanel = () => import("./FoundryCartPanel");
/**
 * The panel's code (the cart's view, its lines, the currency dropdown) loads when it is about to
 * open, as the studio's does: most visitors to a page never open it (ADR 0018).
 */
const FoundryCartPanel = dynamic(() => loadCartPanel().then((module) => module.FoundryCartPanel), {
  ssr: false,
});

export interface CartButtonProps {
  /** The foundry's address for a purchase enquiry over the limit (site setup). */
  enquiryEmail: string;
}

/**
 * The header's cart (spec 2.2): 'Cart', the subtotal and a badge with the item count, opening
 * the half-screen cart panel (spec 2.7) that closes on its close button, Escape, a click outside
 * or a route change. The numbers are the server cart's; until it has answered they are skeletons.
 * A change shows in the count at once, and the subtotal is a skeleton again until the server has
 * priced it (ADR 0035). An add elsewhere on the page (buying options, goods, a shared cart) opens
 * the same panel.
 */
export function CartButton({ enquiryEmail }: CartButtonProps) {
  const cart = useFoundryCart();
  const pathname = usePathname();
  const model = cartModelFromServer(cart.cart);
  const count = cartItemCount(model);
  const subtotal = formatPrice(model.subtotal, model.currency);
  const loaded = cart.cart !== null;
  // Once opened the panel stays mounted, so closing it can return focus to its opener.
  const [panelWanted, setPanelWanted] = useState(cart.panelOpen);
  if (cart.panelOpen && !panelWanted) setPanelWanted(true);

  // Closes on every route change (but not on the first render: /shared-cart opens it at once).
  const { closePanel } = cart;
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    closePanel();
  }, [pathname, closePanel]);

  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        aria-expanded={cart.panelOpen}
        aria-busy={!loaded || undefined}
        onClick={cart.openPanel}
        onPointerEnter={loadCartPanel}
        onFocus={loadCartPanel}
      >
        Cart
        {loaded ? (
          <>
            {cart.unconfirmed === null ? (
              <span className={styles.subtotal}>{subtotal}</span>
            ) : (
              <span className={`${styles.subtotal} ${skeletonSurface}`} aria-hidden="true">
                <span className={styles.subtotalWaiting}>{subtotal}</span>
              </span>
            )}
            <span className={styles.badge}>
              {count}
              <VisuallyHidden>{count === 1 ? " item" : " items"}</VisuallyHidden>
            </span>
          </>
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </button>
      {panelWanted ? <FoundryCartPanel enquiryEmail={enquiryEmail} /> : null}
    </>
  );
}

"use client";

import * as styles from "./HeaderCart.css";
import { useStudioCart } from "./StudioCartProvider";

/**
 * The header's 'Cart (2)', as the panel it opens is titled (spec 2.14). Before the browser's
 * stored items are read (the server render, hydration) the count is 0; its figures are of one
 * width, so the real count arriving moves nothing.
 */
export function HeaderCart() {
  const { count, panelOpen, openPanel } = useStudioCart();
  return (
    <button
      type="button"
      className={styles.cart}
      aria-haspopup="dialog"
      aria-expanded={panelOpen}
      onClick={openPanel}
    >
      Cart <span className={styles.count}>({count})</span>
    </button>
  );
}

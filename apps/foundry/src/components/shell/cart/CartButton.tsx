"use client";

import { buildCartView, cartModelFromServer, useServerCart, useShareLine } from "@meridian/cart";
import { useAuth } from "@meridian/graphql/client";
import { formatPrice } from "@meridian/pricing";
import { CartPanel } from "@meridian/ui/cart-panel";
import { VisuallyHidden } from "@meridian/ui/text";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import * as styles from "../header/Header.css";

export interface CartButtonProps {
  /** The foundry's address for a purchase enquiry over the limit (site setup). */
  enquiryEmail: string;
}

/**
 * The header's cart (spec 2.2): 'Cart', the subtotal and a badge with the item count, opening
 * the half-screen cart panel (spec 2.7) that closes on its close button, Escape, a click outside
 * or a route change. The numbers are the server cart's; until it has answered they are skeletons.
 */
export function CartButton({ enquiryEmail }: CartButtonProps) {
  const [open, setOpen] = useState(false);
  const cart = useServerCart();
  const share = useShareLine(cart.share);
  const view = buildCartView({ cart: cart.cart, enquiryEmail, share });
  const model = cartModelFromServer(cart.cart);
  const loaded = cart.cart !== null;
  const pathname = usePathname();

  // Closes on every route change.
  useEffect(() => setOpen(false), [pathname]);

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

  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={!loaded || undefined}
        onClick={() => setOpen(true)}
      >
        Cart
        {loaded ? (
          <>
            <span className={styles.subtotal}>{formatPrice(model.subtotal, model.currency)}</span>
            <span className={styles.badge}>
              {view.count}
              <VisuallyHidden>{view.count === 1 ? " item" : " items"}</VisuallyHidden>
            </span>
          </>
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </button>
      <CartPanel
        open={open}
        onClose={() => setOpen(false)}
        title={view.title}
        currency={view.currency}
        onCurrencyChange={cart.updateCurrency}
        view={view}
        busy={cart.updating}
        onRemove={(item) => cart.remove(item.itemId)}
        onLicenceSizeChange={(group, size) =>
          cart.updateLicenceSize(group.parentFontId, group.licenceTypeIndex, size)
        }
        onShare={share.activate}
        linkAs={Link}
      />
    </>
  );
}

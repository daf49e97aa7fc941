"use client";

import { buildCartView, cartModelFromServer } from "@meridian/cart";
import { formatPrice } from "@meridian/pricing";
import { VisuallyHidden } from "@meridian/ui/text";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { cartSignature } from "@/lib/checkout/cart-signature";
import * as styles from "../header-controls/header-controls.css";
import { useFoundryCart } from "./FoundryCartProvider";

const loadCartPanel = () => import("@meridian/shop-ui/cart-panel");
/**
 * The panel's code (the cart's lines, the currency dropdown) loads when it is about to open, as
 * the studio's does: most visitors to a page never open it (ADR 0018).
 */
const CartPanel = dynamic(() => loadCartPanel().then((module) => module.CartPanel), {
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
 * An add elsewhere on the page (buying options, goods, a shared cart) opens the same panel.
 */
export function CartButton({ enquiryEmail }: CartButtonProps) {
  const cart = useFoundryCart();
  const pathname = usePathname();
  const onCheckoutPage = pathname === "/checkout";
  // On /checkout the panel shows the preview's totals too, while it is still for this cart.
  const preview = cart.checkoutPreview;
  const invoice =
    onCheckoutPage && preview && preview.signature === cartSignature(cart.cart)
      ? preview.invoice
      : null;
  const view = buildCartView({
    cart: cart.cart,
    enquiryEmail,
    share: cart.shareLine,
    onCheckoutPage,
    invoice,
  });
  const model = cartModelFromServer(cart.cart);
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
      {panelWanted ? (
        <CartPanel
          open={cart.panelOpen}
          onClose={closePanel}
          title={view.title}
          currency={view.currency}
          onCurrencyChange={cart.updateCurrency}
          view={view}
          busy={cart.updating}
          onRemove={(item) => cart.remove(item.itemId)}
          onAddAnother={(item) =>
            cart.add({ itemType: "goods", productId: item.productId, variantId: item.variantId })
          }
          onLicenceSizeChange={(group, size) =>
            cart.updateLicenceSize(group.parentFontId, group.licenceTypeIndex, size)
          }
          onShare={cart.shareLine.activate}
          onCheckout={closePanel}
          linkAs={Link}
        />
      ) : null}
    </>
  );
}

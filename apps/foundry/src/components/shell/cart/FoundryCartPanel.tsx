"use client";

import { buildCartView } from "@meridian/cart";
import { CartPanel } from "@meridian/shop-ui/cart-panel";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cartSignature } from "@/lib/checkout/cart-signature";
import { useFoundryCart } from "./FoundryCartProvider";

export interface FoundryCartPanelProps {
  /** The foundry's address for a purchase enquiry over the limit (site setup). */
  enquiryEmail: string;
}

/**
 * The foundry's cart panel (spec 2.7): the server cart's lines by font and licence, the currency
 * dropdown, the totals, the share line and Checkout (or the purchase enquiry over the limit).
 * On /checkout it shows the order summary's totals while they are for this cart.
 */
export function FoundryCartPanel({ enquiryEmail }: FoundryCartPanelProps) {
  const cart = useFoundryCart();
  const onCheckoutPage = usePathname() === "/checkout";
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
    unconfirmed: cart.unconfirmed,
  });
  return (
    <CartPanel
      open={cart.panelOpen}
      onClose={cart.closePanel}
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
      onCheckout={cart.closePanel}
      linkAs={Link}
    />
  );
}

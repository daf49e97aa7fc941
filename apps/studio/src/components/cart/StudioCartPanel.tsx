import { buildStudioCartView, CHECKOUT_PATH } from "@meridian/cart";
import { CartPanel } from "@meridian/shop-ui/cart-panel";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useStudioCart } from "./StudioCartProvider";

/**
 * The studio's cart panel (spec 2.14, 4.4): 'Cart ({count})' or 'Order Complete', the Goods
 * list (remove, 'Add another') unless the order is complete, Sub Total, Shipping, Taxes and
 * Total with their label states, the free-shipping line, and Checkout, which hides the panel.
 */
export function StudioCartPanel() {
  const cart = useStudioCart();
  const onCheckoutPage = usePathname() === CHECKOUT_PATH;
  const view = buildStudioCartView({
    state: cart.state,
    freeShippingOverGbp: cart.freeShippingOverGbp,
    onCheckoutPage,
  });
  return (
    <CartPanel
      open={cart.panelOpen}
      onClose={cart.closePanel}
      title={view.heading}
      view={view}
      emptyText="Your cart is empty."
      onRemove={(item) => cart.remove(item.productId, item.variantId)}
      onAddAnother={(item) => cart.addAnother(item.productId, item.variantId)}
      onCheckout={cart.closePanel}
      linkAs={Link}
    />
  );
}

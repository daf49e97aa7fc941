import type { CartView as CartViewModel } from "@meridian/cart";
import { CartView } from "@meridian/shop-ui/cart-view";
import * as styles from "./checkout.css";

/**
 * The order summary beside the checkout (spec 2.7, 4.3): the cart in snapshot mode — its
 * sections, items and licences read-only — with Total, Taxes and Shipping reading 'Enter billing
 * address to calculate' until the preview invoice gives their amounts.
 */
export function CheckoutSummary({ view }: { view: CartViewModel }) {
  return (
    <section aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        {view.title}
      </h2>
      <CartView view={view} headingLevel={3} showCheckout={false} />
    </section>
  );
}

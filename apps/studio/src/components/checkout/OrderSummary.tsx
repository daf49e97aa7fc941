import type { StudioCartView } from "@meridian/cart";
import { PriceText } from "@meridian/shop-ui/price";
import { Button } from "@meridian/ui/button";
import * as styles from "./OrderSummary.css";

export interface OrderSummaryProps {
  view: StudioCartView;
  /** Items can be removed or added while the details are entered; not during payment. */
  editable: boolean;
  onRemove: (productId: string, variantId: string | null) => void;
  onAddAnother: (productId: string, variantId: string | null) => void;
}

/**
 * The studio cart beside the checkout form (spec 2.14, 4.4): 'Cart ({count})' or
 * 'Order Complete', the goods, and Sub Total, Shipping, Taxes and Total, which read 'Enter
 * shipping address to calculate' until the preview invoice gives their amounts. The panel's
 * CartView also carries a Checkout button, which has no place on the checkout page itself.
 */
export function OrderSummary({ view, editable, onRemove, onAddAnother }: OrderSummaryProps) {
  const canEdit = editable && view.editable;
  const items = view.sections.flatMap((section) => (section.kind === "goods" ? section.items : []));
  // A discount code's saving (from the preview) is a row of its own, as on the invoice.
  const totals = view.totals;
  return (
    <section className={styles.root} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.title}>
        {view.heading}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <span className={styles.name}>{item.name}</span>
            <PriceText
              className={styles.price}
              price={item.price}
              undiscounted={item.undiscountedPrice}
            />
            {canEdit ? (
              <span className={styles.actions}>
                <Button
                  variant="plain"
                  size="small"
                  className={styles.action}
                  aria-label={`Add another ${item.name}`}
                  onClick={() => onAddAnother(item.productId, item.variantId)}
                >
                  Add another
                </Button>
                <Button
                  variant="plain"
                  size="small"
                  className={styles.action}
                  aria-label={`Remove ${item.name}`}
                  onClick={() => onRemove(item.productId, item.variantId)}
                >
                  Remove
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {totals.map((row) => (
          <div key={row.key} className={styles.totalRow}>
            <dt className={styles.totalLabel} data-key={row.key}>
              {row.label}
            </dt>
            <dd className={styles.totalValue} data-key={row.key} data-pending={row.pending}>
              {row.value}
            </dd>
            {row.note ? <dd className={styles.totalNote}>{row.note}</dd> : null}
          </div>
        ))}
      </dl>
      <p className={styles.note}>{view.shippingNote}</p>
    </section>
  );
}

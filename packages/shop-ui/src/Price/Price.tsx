import { type CurrencyCode, formatPrice, showUndiscounted } from "@meridian/pricing";
import { VisuallyHidden } from "@meridian/ui/text";
import * as styles from "./Price.css";

export interface PriceProps {
  /** Minor units (pence, cents) in `currency`; null or missing shows 'Price not set'. */
  price: number | null | undefined;
  /** The price before discounts, struck through beside the price when it differs. */
  undiscounted?: number | null | undefined;
  currency: CurrencyCode;
  /** 'From £40': a price that rises with the licence chosen. Never shows the undiscounted price. */
  from?: boolean;
  /** '£40' rather than '£40.00'. */
  wholeNumbers?: boolean;
  className?: string;
}

/**
 * A price as the spec prints it (section 9): British format, the undiscounted price struck
 * through when it differs (and 'From' is not used), 'Price not set' when there is none.
 * Formatting is @meridian/pricing's; this only lays it out.
 */
export function Price({
  price,
  undiscounted,
  currency,
  from = false,
  wholeNumbers = false,
  className,
}: PriceProps) {
  return (
    <PriceText
      price={formatPrice(price, currency, { from, wholeNumbers })}
      undiscounted={
        showUndiscounted(price, undiscounted, { from })
          ? formatPrice(undiscounted, currency, { wholeNumbers })
          : null
      }
      notSet={price === null || price === undefined}
      className={className}
    />
  );
}

export interface PriceTextProps {
  /** The formatted price, e.g. a cart view-model's `price`. */
  price: string;
  /** The formatted undiscounted price; null when it is not to be shown. */
  undiscounted?: string | null | undefined;
  /** The price is 'Price not set': set quieter. */
  notSet?: boolean;
  className?: string | undefined;
}

/** Lays out prices that are already formatted (the cart view-model formats its own). */
export function PriceText({ price, undiscounted, notSet = false, className }: PriceTextProps) {
  const classes = [styles.price, notSet ? styles.notSet : undefined, className];
  if (!undiscounted) return <span className={classes.filter(Boolean).join(" ")}>{price}</span>;
  return (
    <span className={classes.filter(Boolean).join(" ")}>
      {/* <s> is not announced by screen readers, so say what the struck price is. */}
      <s className={styles.undiscounted}>
        <VisuallyHidden>Was</VisuallyHidden> {undiscounted}
      </s>{" "}
      <span>
        <VisuallyHidden>now</VisuallyHidden> {price}
      </span>
    </span>
  );
}

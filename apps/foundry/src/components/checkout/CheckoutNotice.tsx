import type { CheckoutAction } from "@meridian/cart";
import { ButtonLink } from "@meridian/ui/button";
import Link from "next/link";
import * as styles from "./checkout.css";

/** An empty cart: nothing to pay for, and where to find something. */
export function EmptyCartNotice() {
  return (
    <div className={styles.message}>
      <p className={styles.lede}>Your cart is empty.</p>
      <p>
        <Link className={styles.link} href="/fonts">
          Browse the library
        </Link>
      </p>
    </div>
  );
}

/**
 * A cart over the limit cannot be bought online (DESIGN 4.1): the purchase enquiry e-mail
 * instead (spec 7.4), the same 'Contact us' the cart panel offers.
 */
export function OverLimitNotice({ enquiry }: { enquiry: CheckoutAction }) {
  return (
    <div className={styles.message}>
      <p className={styles.lede}>
        This order is larger than we take online. Please contact us and we will prepare your
        licences and an invoice.
      </p>
      <ButtonLink as="a" href={enquiry.href} variant="primary" size="large">
        <span>{enquiry.label}</span>
        <span aria-hidden="true">→</span>
      </ButtonLink>
    </div>
  );
}

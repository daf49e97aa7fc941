"use client";

import { buildStudioCartView } from "@meridian/cart";
import {
  type CountryOption,
  STUDIO_CHECKOUT_RULES,
  useCheckoutFlow,
} from "@meridian/cart/checkout";
import type { InvoiceSeller } from "@meridian/pricing/invoice-view";
import { paymentProviderFor } from "@meridian/shop-ui/checkout/payment-form";
import { CheckoutSteps } from "@meridian/shop-ui/checkout/steps";
import { useHydrated } from "@meridian/ui/use-hydrated";
import Link from "next/link";
import { useStudioCart } from "../cart/StudioCartProvider";
import * as styles from "./checkout.css";
import { OrderComplete } from "./OrderComplete";
import { OrderSummary } from "./OrderSummary";

export interface CheckoutPageProps {
  countries: readonly CountryOption[];
  seller: InvoiceSeller;
  /** Stripe's publishable key: Stripe Elements instead of the test provider's card form. */
  stripePublishableKey: string | null;
}

/**
 * /checkout on the studio (spec 2.8, 2.14, 4.5; DESIGN 4.7): a guest pays for the goods held in
 * the browser. The details step previews the totals in the summary beside it; the payment
 * step reads the details back and takes the card; the last step thanks and shows the invoice.
 */
export function CheckoutPage({ countries, seller, stripePublishableKey }: CheckoutPageProps) {
  // The cart lives in browser storage: the server's page can only say it is loading.
  const hydrated = useHydrated();
  const cart = useStudioCart();
  const { setInvoice, completeOrder } = cart;
  // The studio's guest checkout (DESIGN 4.7): the browser-held goods go with CreateInvoice, the
  // preview's totals show in the cart, and a paid order leaves the cart 'Order Complete'.
  const flow = useCheckoutFlow({
    rules: STUDIO_CHECKOUT_RULES,
    items: cart.guestItems,
    provider: paymentProviderFor(stripePublishableKey),
    onPreview: (preview) =>
      setInvoice(
        preview && {
          currency: preview.currency,
          subtotal: preview.subtotal,
          discount: preview.discount,
          shipping: preview.shipping,
          tax: preview.tax,
          taxName: preview.taxName,
          taxRate: preview.taxRate,
          total: preview.total,
        },
      ),
    onPaid: () => completeOrder(),
    previewLost: cart.state.invoice === null,
  });
  const { step } = flow;
  const view = buildStudioCartView({
    state: cart.state,
    freeShippingOverGbp: cart.freeShippingOverGbp,
    calculating: flow.calculating,
    onCheckoutPage: true,
  });

  if (!hydrated) {
    // No form and so no submit button before the script runs: nothing a click could be lost on.
    return (
      <p className={styles.note} role="status" aria-busy="true">
        Loading your cart…
      </p>
    );
  }

  if (view.isEmpty) {
    return (
      <div className={styles.empty}>
        <p className={styles.lede}>Your cart is empty.</p>
        <p>
          <Link className={styles.link} href="/goods">
            See the goods
          </Link>
        </p>
      </div>
    );
  }

  return (
    <CheckoutSteps
      flow={flow}
      rules={STUDIO_CHECKOUT_RULES}
      countries={countries}
      stripePublishableKey={stripePublishableKey}
      // A guest's invoice link carries its key: the page the order e-mail links to.
      paymentReturnUrl={(invoice) =>
        new URL(
          `/invoice/${invoice.invoiceId}?key=${encodeURIComponent(invoice.invoiceKey ?? "")}`,
          window.location.href,
        ).href
      }
      summary={
        <OrderSummary
          view={view}
          editable={step.name === "details" && !flow.calculating}
          onRemove={cart.remove}
          onAddAnother={cart.addAnother}
        />
      }
      summaryClassName={styles.summary}
      complete={
        // A guest's invoice always carries its key: the private link the e-mail sends.
        step.name === "complete" && step.invoice.invoiceKey ? (
          <OrderComplete
            invoice={{ ...step.invoice, invoiceKey: step.invoice.invoiceKey }}
            email={step.details.email}
            seller={seller}
            countries={countries}
          />
        ) : null
      }
    />
  );
}

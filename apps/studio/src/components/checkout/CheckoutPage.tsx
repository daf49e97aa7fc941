"use client";

import { buildStudioCartView } from "@meridian/cart";
import {
  type CountryOption,
  STUDIO_CHECKOUT_RULES,
  useCheckoutFlow,
} from "@meridian/cart/checkout";
import { formatPrice, isCurrencyCode, toMinor } from "@meridian/pricing";
import { Button } from "@meridian/ui/button";
import { DetailsForm } from "@meridian/ui/checkout/details-form";
import { DetailsReview } from "@meridian/ui/checkout/details-review";
import { PaymentForm, paymentProviderFor } from "@meridian/ui/checkout/payment-form";
import type { InvoiceSeller } from "@meridian/ui/invoice-sheet/model";
import Link from "next/link";
import { useEffect, useRef, useSyncExternalStore } from "react";
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

const noSubscription = () => () => {};

/** False in the server render and hydration, true after: the cart lives in browser storage. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * /checkout on the studio (spec 2.8, 2.14, 4.5; DESIGN 4.7): a guest pays for the goods held in
 * the browser. The details step previews the totals in the summary beside it; the payment
 * step reads the details back and takes the card; the last step thanks and shows the invoice.
 */
export function CheckoutPage({ countries, seller, stripePublishableKey }: CheckoutPageProps) {
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
          total: preview.total,
        },
      ),
    onPaid: () => completeOrder(),
    previewLost: cart.state.invoice === null,
  });
  const { step } = flow;
  const view = buildStudioCartView({
    state: cart.state,
    calculating: flow.calculating,
    onCheckoutPage: true,
  });

  const paymentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step.name === "payment") paymentHeading.current?.focus();
  }, [step.name]);

  if (!hydrated) {
    return (
      <p className={styles.note} aria-busy="true">
        Loading your cart...
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
    <div className={styles.layout}>
      <div className={styles.flow}>
        {step.name === "details" ? (
          <section className={styles.step} aria-labelledby="checkout-details-title">
            <h2 id="checkout-details-title" className={styles.stepTitle}>
              Your details
            </h2>
            {step.notice ? (
              <p role="status" className={styles.notice}>
                {step.notice}
              </p>
            ) : null}
            <DetailsForm
              defaultValues={step.details}
              countries={countries}
              rules={STUDIO_CHECKOUT_RULES}
              emailHint="Your receipt and the link to your invoice are sent here."
              calculating={flow.calculating}
              onSubmit={flow.calculate}
            />
          </section>
        ) : null}

        {step.name === "payment" ? (
          <>
            <section className={styles.step} aria-labelledby="checkout-review-title">
              <div className={styles.stepHead}>
                <h2 id="checkout-review-title" className={styles.stepTitle}>
                  Your details
                </h2>
                <Button
                  variant="plain"
                  size="small"
                  aria-label="Edit your details"
                  disabled={flow.paying}
                  onClick={flow.editDetails}
                >
                  Edit
                </Button>
              </div>
              <DetailsReview
                details={step.details}
                rules={STUDIO_CHECKOUT_RULES}
                countries={countries}
              />
            </section>
            <section className={styles.step} aria-labelledby="checkout-payment-title">
              <h2
                id="checkout-payment-title"
                ref={paymentHeading}
                tabIndex={-1}
                className={styles.stepTitle}
              >
                Payment
              </h2>
              <PaymentForm
                publishableKey={stripePublishableKey}
                payLabel={`Pay ${previewTotal(step.preview)}`}
                flow={flow}
                billingDetails={{ name: step.details.name, email: step.details.email }}
              />
            </section>
          </>
        ) : null}

        {/* A guest's invoice always carries its key: the private link the e-mail sends. */}
        {step.name === "complete" && step.invoice.invoiceKey ? (
          <OrderComplete
            invoice={{ ...step.invoice, invoiceKey: step.invoice.invoiceKey }}
            email={step.details.email}
            seller={seller}
            countries={countries}
          />
        ) : null}
      </div>

      <aside className={styles.summary} aria-label="Order summary">
        <OrderSummary
          view={view}
          editable={step.name === "details" && !flow.calculating}
          onRemove={cart.remove}
          onAddAnother={cart.addAnother}
        />
      </aside>
    </div>
  );
}

function previewAmount(major: number, currency: string): string {
  return formatPrice(toMinor(major), isCurrencyCode(currency) ? currency : "GBP");
}

/** The preview's total as the Pay button says it: '£52.20'. */
function previewTotal(preview: { total: number; currency: string }): string {
  return previewAmount(preview.total, preview.currency);
}

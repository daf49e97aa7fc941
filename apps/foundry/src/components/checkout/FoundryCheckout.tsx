"use client";

import { buildCartView, cartModelFromServer } from "@meridian/cart";
import { foundryCheckoutRules, useCheckoutFlow } from "@meridian/cart/checkout";
import type { InvoicePreviewFieldsFragment } from "@meridian/graphql/client";
import { formatPrice, isCurrencyCode, toMinor } from "@meridian/pricing";
import { Button } from "@meridian/ui/button";
import { DetailsForm } from "@meridian/ui/checkout/details-form";
import { DetailsReview } from "@meridian/ui/checkout/details-review";
import { PaymentForm, paymentProviderFor } from "@meridian/ui/checkout/payment-form";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { cartSignature } from "@/lib/checkout/cart-signature";
import type { CheckoutSetup } from "@/lib/checkout/get-checkout-setup";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";
import { EmptyCartNotice, OverLimitNotice } from "./CheckoutNotice";
import { CheckoutSummary } from "./CheckoutSummary";
import * as styles from "./checkout.css";

/** The preview's total as the Pay button says it: '£52.20'. */
function previewTotal(preview: { total: number; currency: string }): string {
  return formatPrice(
    toMinor(preview.total),
    isCurrencyCode(preview.currency) ? preview.currency : "GBP",
  );
}

/**
 * The foundry's checkout for a signed-in customer (spec 2.8, 4.5; DESIGN 4.7): the details with
 * the licence details of the cart's licence types, the preview invoice's totals in the order
 * summary (the cart in snapshot mode), then the card. A paid order opens its invoice with a
 * thank-you line; a cart over the limit gets the purchase enquiry instead.
 */
export function FoundryCheckout({ countries, enquiryEmail, stripePublishableKey }: CheckoutSetup) {
  const cart = useFoundryCart();
  const router = useRouter();
  const model = cartModelFromServer(cart.cart);
  const signature = cartSignature(cart.cart);
  const rules = useMemo(
    () => foundryCheckoutRules(model),
    // The rules follow what is in the cart, which the signature names (the model is new each render).
    [signature, model.requiresShipping],
  );
  const [preview, setPreview] = useState<{
    invoice: InvoicePreviewFieldsFragment;
    signature: string;
  } | null>(null);
  const { refetch } = cart;

  const flow = useCheckoutFlow({
    rules,
    provider: paymentProviderFor(stripePublishableKey),
    onPreview: (invoice) => setPreview(invoice && { invoice, signature }),
    onPaid: (invoice) => {
      // The paid cart is closed and the customer has a new, empty one.
      refetch();
      router.push(`/account/invoices/${invoice.invoiceId}?thanks=1`);
    },
    previewLost: preview !== null && preview.signature !== signature,
  });
  const { step } = flow;

  const view = buildCartView({
    cart: cart.cart,
    enquiryEmail,
    snapshot: true,
    onCheckoutPage: true,
    calculating: flow.calculating,
    invoice: preview?.invoice ?? null,
  });

  const paymentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step.name === "payment") paymentHeading.current?.focus();
  }, [step.name]);

  if (cart.cart === null) {
    return (
      <p className={styles.note} role="status" aria-busy="true">
        {cart.error
          ? "Your cart could not be loaded. Please reload the page."
          : "Loading your cart…"}
      </p>
    );
  }
  if (step.name === "complete") {
    return (
      <p className={styles.lede} role="status">
        Payment received. Opening your invoice…
      </p>
    );
  }
  if (view.isEmpty) return <EmptyCartNotice />;
  if (view.checkout.kind === "enquiry") return <OverLimitNotice enquiry={view.checkout} />;

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
              // A new form when what the cart asks for changes (a licence type added or gone).
              key={rules.licenceTypes.join() + rules.requiresShipping}
              defaultValues={step.details}
              countries={countries}
              rules={rules}
              emailHint="Your receipt and the link to your invoice are sent here."
              calculating={flow.calculating}
              onSubmit={flow.calculate}
            />
          </section>
        ) : (
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
              <DetailsReview details={step.details} rules={rules} countries={countries} />
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
        )}
      </div>
      <aside className={styles.summary} aria-label="Order summary">
        <CheckoutSummary view={view} />
      </aside>
    </div>
  );
}

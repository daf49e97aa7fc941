"use client";

import type {
  CheckoutFlow,
  CheckoutRules,
  CountryOption,
  FinalizedInvoice,
} from "@meridian/cart/checkout";
import { formatPrice, isCurrencyCode, toMinor } from "@meridian/pricing";
import { Button } from "@meridian/ui/button";
import { type ReactNode, useEffect, useRef } from "react";
import * as styles from "./CheckoutSteps.css";
import { DetailsForm } from "./DetailsForm";
import { DetailsReview } from "./DetailsReview";
import { PaymentForm } from "./PaymentForm";
import { stripeBillingDetails } from "./stripe-billing-details";

export interface CheckoutStepsProps {
  flow: CheckoutFlow;
  rules: CheckoutRules;
  countries: readonly CountryOption[];
  /** Stripe's publishable key: Stripe's Payment Element instead of the test provider's form. */
  stripePublishableKey: string | null;
  /**
   * Where a payment method that leaves the page (a bank's own page) comes back to: the site's
   * page of the invoice, which waits for the payment to read paid.
   */
  paymentReturnUrl: (invoice: FinalizedInvoice) => string;
  /** Under the e-mail field: where the receipt goes (DetailsForm's own words when absent). */
  emailHint?: string | undefined;
  /** The order summary beside the steps. */
  summary: ReactNode;
  /** The site's summary column (it sticks below the site's own header). */
  summaryClassName?: string;
  /** What the steps' column shows once paid. */
  complete?: ReactNode;
}

/** The preview's total as the Pay button says it: '£52.20'. */
function previewTotal(preview: { total: number; currency: string }): string {
  return formatPrice(
    toMinor(preview.total),
    isCurrencyCode(preview.currency) ? preview.currency : "GBP",
  );
}

/**
 * Both sites' checkout steps (spec 2.8, 4.5; DESIGN 4.7) beside their order summary: the
 * details, then the details read back with Edit and the card. Focus follows the step (the button
 * that moved it is gone): the Payment heading when it opens, the Your details heading when the
 * buyer is brought or goes back. The status region is always there, so its notice is announced.
 */
export function CheckoutSteps({
  flow,
  rules,
  countries,
  stripePublishableKey,
  paymentReturnUrl,
  emailHint,
  summary,
  summaryClassName,
  complete,
}: CheckoutStepsProps) {
  const { step } = flow;
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step.name);
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = step.name;
    if (step.name === previous) return;
    if (step.name === "payment") paymentHeading.current?.focus();
    if (step.name === "details") detailsHeading.current?.focus();
  }, [step.name]);
  const notice = step.name === "details" ? step.notice : null;

  return (
    <div className={styles.layout}>
      <div className={styles.flow}>
        <p role="status" className={notice ? styles.notice : styles.quietStatus}>
          {notice}
        </p>
        {step.name === "details" ? (
          <section className={styles.step} aria-labelledby="checkout-details-title">
            <h2
              id="checkout-details-title"
              ref={detailsHeading}
              tabIndex={-1}
              className={styles.stepTitle}
            >
              Your details
            </h2>
            <DetailsForm
              defaultValues={step.details}
              countries={countries}
              rules={rules}
              emailHint={emailHint}
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
                nothingToPay={step.preview.total === 0}
                amount={toMinor(step.preview.total)}
                currency={step.preview.currency}
                returnUrl={paymentReturnUrl}
                flow={flow}
                billingDetails={stripeBillingDetails(step.details, rules)}
              />
            </section>
          </>
        ) : null}
        {step.name === "complete" ? complete : null}
      </div>
      <aside className={summaryClassName} aria-label="Order summary">
        {summary}
      </aside>
    </div>
  );
}

"use client";

import {
  type CardField,
  type ConfirmPayment,
  DECLINED_HELP,
  type FinalizedInvoice,
  PAYMENT_UNCONFIRMED_MESSAGE,
  type PlacedErrors,
} from "@meridian/cart/checkout";
import { Button } from "@meridian/ui/button";
import { VisuallyHidden } from "@meridian/ui/text";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { type Appearance, loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useEffect, useRef, useState } from "react";
import * as styles from "./Checkout.css";
import { CheckoutAlert } from "./CheckoutAlert";
import type { StripeBillingDetails } from "./stripe-billing-details";

export interface StripePaymentFormProps {
  publishableKey: string;
  payLabel: string;
  paying: boolean;
  /** What is paid, minor units of `currency`: the PaymentIntent FinalizeInvoice makes matches. */
  amount: number;
  /** ISO 4217, as the preview gives it ('GBP'). */
  currency: string;
  /** Who pays and the billing address: Stripe records them with the payment method. */
  billingDetails: StripeBillingDetails;
  /** Where a payment method that leaves the page (a bank's own page) comes back to. */
  returnUrl: (invoice: FinalizedInvoice) => string;
  /** Finalizes the invoice (once) and confirms its payment with this confirmer. */
  onPay: (confirm: ConfirmPayment) => Promise<PlacedErrors<CardField>>;
}

/** One Stripe.js per key and page: loadStripe adds js.stripe.com's script the first time. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    loaded.set(key, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element (DESIGN 4.7), used when the site has a publishable key: cards, and
 * Apple Pay, Google Pay or Link where Stripe offers them to this buyer. It opens before the
 * payment exists (Stripe's deferred intent) with the preview's amount; Pay checks what was
 * entered, then the flow finalizes the invoice — whose PaymentIntent, with automatic payment
 * methods, is for that amount — and Stripe.js confirms it. This module is imported only by the
 * payment step, so Stripe.js loads on that page alone; the card never touches our servers.
 */
export function StripePaymentForm({
  publishableKey,
  amount,
  currency,
  ...props
}: StripePaymentFormProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const frame = useRef<HTMLDivElement>(null);
  const [appearance, setAppearance] = useState<Appearance | null>(null);

  // Stripe draws the element in its own frame: it takes the page's type and colours as values,
  // read from the theme as the browser computed them.
  useEffect(() => {
    if (!frame.current) return;
    const computed = getComputedStyle(frame.current);
    setAppearance({
      theme: "flat",
      variables: {
        colorText: computed.color,
        colorPrimary: computed.color,
        fontFamily: computed.fontFamily,
        fontSizeBase: computed.fontSize,
        borderRadius: "0px",
      },
    });
  }, []);

  return (
    <div ref={frame}>
      {appearance ? (
        <Elements
          stripe={stripe}
          options={{ mode: "payment", amount, currency: currency.toLowerCase(), appearance }}
        >
          <StripePaymentFields {...props} />
        </Elements>
      ) : null}
    </div>
  );
}

function StripePaymentFields({
  payLabel,
  paying,
  billingDetails,
  returnUrl,
  onPay,
}: Omit<StripePaymentFormProps, "publishableKey" | "amount" | "currency">) {
  const stripe = useStripe();
  const elements = useElements();
  const [general, setGeneral] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setGeneral([]);
    // What was entered is checked first, within the click (a wallet's sheet needs the gesture).
    const { error: incomplete } = await elements.submit();
    if (incomplete) {
      setGeneral([incomplete.message ?? PAYMENT_UNCONFIRMED_MESSAGE]);
      return;
    }
    const refused = await onPay(async (invoice) => {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret: invoice.clientSecret,
        confirmParams: {
          return_url: returnUrl(invoice),
          payment_method_data: {
            billing_details: { name: billingDetails.name, email: billingDetails.email },
          },
        },
        // Cards and wallets stay on the page; a bank's own page comes back to return_url.
        redirect: "if_required",
      });
      if (error) {
        const message = error.message ?? PAYMENT_UNCONFIRMED_MESSAGE;
        return {
          status: "refused",
          errors: {
            fields: {},
            general: [error.type === "card_error" ? `${message} ${DECLINED_HELP}` : message],
          },
        };
      }
      // Either way the money has been taken, but the invoice is not paid yet: that is recorded
      // by the webhook (or the reconciliation), so the page that follows waits for it to read
      // paid (usePaymentSettlement) before it thanks.
      return paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing"
        ? { status: "succeeded" }
        : { status: "refused", errors: { fields: {}, general: [PAYMENT_UNCONFIRMED_MESSAGE] } };
    });
    setGeneral([...Object.values(refused.fields), ...refused.general]);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={paying || undefined}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.cardLegend}>Payment method</legend>
        <PaymentElement
          options={{
            layout: "tabs",
            // Name and e-mail are the checkout's own; Stripe asks only for what the method needs.
            fields: { billingDetails: { name: "never", email: "never" } },
            defaultValues: { billingDetails: { address: billingDetails.address } },
            wallets: { applePay: "auto", googlePay: "auto" },
          }}
        />
        <p className={styles.note}>Payments are processed securely by Stripe.</p>
      </fieldset>
      <div className={styles.actions}>
        <CheckoutAlert messages={general} />
        {/* Until Stripe.js has loaded, the button says so rather than sit disabled (ADR 0012). */}
        <Button
          type="submit"
          variant="primary"
          size="large"
          fullWidth
          waiting={!stripe || !elements}
          disabled={paying}
        >
          {stripe && elements ? (
            <>
              <span>{paying ? "Paying..." : payLabel}</span>
              <span aria-hidden="true">→</span>
            </>
          ) : (
            <span>
              <VisuallyHidden>{payLabel}:</VisuallyHidden> Getting ready…
            </span>
          )}
        </Button>
      </div>
    </form>
  );
}

"use client";

import {
  type CardField,
  type ConfirmPayment,
  DECLINED_HELP,
  PAYMENT_UNCONFIRMED_MESSAGE,
  type PlacedErrors,
} from "@meridian/cart/checkout";
import { Button } from "@meridian/ui/button";
import { VisuallyHidden } from "@meridian/ui/text";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeCardElementOptions } from "@stripe/stripe-js";
import { type FormEvent, useEffect, useRef, useState } from "react";
import * as styles from "./Checkout.css";
import { CheckoutAlert } from "./CheckoutAlert";
import type { StripeBillingDetails } from "./stripe-billing-details";

export interface StripeCardFormProps {
  publishableKey: string;
  payLabel: string;
  paying: boolean;
  /** Who pays and the billing address: Stripe records them with the card. */
  billingDetails: StripeBillingDetails;
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
 * Stripe Elements' card field (DESIGN 4.7), used when the site has a publishable key. This
 * module is imported only by the checkout's payment step, so Stripe.js loads on that page
 * alone. The card never touches our servers: Stripe.js confirms the payment the API created.
 */
export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({
  payLabel,
  paying,
  billingDetails,
  onPay,
}: Omit<StripeCardFormProps, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const frame = useRef<HTMLDivElement>(null);
  const [options, setOptions] = useState<StripeCardElementOptions | null>(null);
  const [general, setGeneral] = useState<string[]>([]);

  // Stripe draws the field in its own frame: it takes the page's type and colours as values,
  // read from the theme as the browser computed them.
  useEffect(() => {
    if (!frame.current) return;
    const computed = getComputedStyle(frame.current);
    setOptions({
      hidePostalCode: true,
      style: {
        base: {
          color: computed.color,
          fontFamily: computed.fontFamily,
          fontSize: computed.fontSize,
        },
      },
    });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || paying) return;
    setGeneral([]);
    const refused = await onPay(async (invoice) => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(invoice.clientSecret, {
        payment_method: { card, billing_details: billingDetails },
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
      // Either way the card has been taken, but the invoice is not paid yet: that is recorded by
      // the webhook (or the reconciliation), so the page that follows waits for it to read paid
      // (usePaymentSettlement) before it thanks.
      return paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing"
        ? { status: "succeeded" }
        : { status: "refused", errors: { fields: {}, general: [PAYMENT_UNCONFIRMED_MESSAGE] } };
    });
    setGeneral([...Object.values(refused.fields), ...refused.general]);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={paying || undefined}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.cardLegend}>Card details</legend>
        <div ref={frame} className={styles.stripeField}>
          {options ? <CardElement options={options} /> : null}
        </div>
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

"use client";

import type { CheckoutFlow, FinalizedInvoice } from "@meridian/cart/checkout";
import { lazy, Suspense } from "react";
import * as styles from "./Checkout.css";
import { PlaceOrderForm } from "./PlaceOrderForm";
import type { StripeBillingDetails } from "./stripe-billing-details";
import { TestCardForm } from "./TestCardForm";

// Stripe.js and React Stripe load with the payment step only, and only where a key is set.
const StripePaymentForm = lazy(() =>
  import("./StripePaymentForm").then((module) => ({ default: module.StripePaymentForm })),
);

export interface PaymentFormProps {
  /** Stripe's publishable key; null means the embedded test provider's card form. */
  publishableKey: string | null;
  /** 'Pay £52.20'. */
  payLabel: string;
  /** The preview's total is zero: the order is placed without a card. */
  nothingToPay: boolean;
  /** The preview's total, minor units, and its currency: what Stripe's element is opened for. */
  amount: number;
  currency: string;
  /** Where a payment method that leaves the page comes back to: the invoice's page. */
  returnUrl: (invoice: FinalizedInvoice) => string;
  flow: Pick<CheckoutFlow, "paying" | "pay" | "confirmTestCard" | "placeOrder">;
  /** Who pays and the billing address, for Stripe's record of the card. */
  billingDetails: StripeBillingDetails;
}

/**
 * The payment step's form (DESIGN 4.7): Stripe's Payment Element when the site has a
 * publishable key, else the embedded test provider's card form. Either way the flow finalizes the invoice once and
 * the Pay button is disabled while a payment runs, so one order is paid once. An order of
 * nothing asks for no card.
 */
export function PaymentForm({
  publishableKey,
  payLabel,
  nothingToPay,
  amount,
  currency,
  returnUrl,
  flow,
  billingDetails,
}: PaymentFormProps) {
  if (nothingToPay) return <PlaceOrderForm placing={flow.paying} onPlace={flow.placeOrder} />;
  if (!publishableKey) {
    return (
      <TestCardForm
        payLabel={payLabel}
        paying={flow.paying}
        onPay={(card) => flow.pay(flow.confirmTestCard(card))}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <p className={styles.note} role="status">
          Loading the payment form…
        </p>
      }
    >
      <StripePaymentForm
        publishableKey={publishableKey}
        payLabel={payLabel}
        paying={flow.paying}
        amount={amount}
        currency={currency}
        billingDetails={billingDetails}
        returnUrl={returnUrl}
        onPay={flow.pay}
      />
    </Suspense>
  );
}

/** Which provider the flow expects FinalizeInvoice to name, for this site's key. */
export function paymentProviderFor(publishableKey: string | null): "test" | "stripe" {
  return publishableKey ? "stripe" : "test";
}

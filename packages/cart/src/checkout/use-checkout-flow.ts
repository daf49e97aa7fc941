/**
 * A checkout one step at a time (spec 4.5, DESIGN 4.7), for both sites:
 * 1. details → CreateInvoice: the preview's totals show in the order summary;
 * 2. payment → FinalizeInvoice (once: the API ties the payment's idempotency key to the
 *    invoice, and a retry after a decline reuses it), then the card is confirmed with the
 *    provider the API named — the embedded test provider's ConfirmTestPayment, or Stripe.js;
 * 3. complete → the site shows the outcome (the studio's 'Order Complete', the foundry's paid
 *    invoice).
 * A preview that no longer stands (the cart changed, the checkout expired) goes back to step 1.
 */
"use client";

import {
  ConfirmTestPaymentDocument,
  CreateInvoiceDocument,
  FinalizeInvoiceDocument,
  type InvoicePreviewFieldsFragment,
} from "@meridian/graphql/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import type { GuestItem } from "../local-cart/local-cart-model";
import type { CardDetails } from "./card-details";
import {
  type CheckoutDetails,
  type CheckoutField,
  EMPTY_CHECKOUT_DETAILS,
} from "./checkout-details";
import {
  type CardField,
  PAYMENT_UNCONFIRMED_MESSAGE,
  type PlacedErrors,
  placeCardErrors,
  placeDetailsErrors,
  UNEXPECTED_MESSAGE,
} from "./checkout-errors";
import type { CheckoutRules } from "./checkout-rules";
import { createInvoiceVariables, finalizeInvoiceVariables } from "./checkout-variables";

export type PaymentProvider = "test" | "stripe";

/** FinalizeInvoice's answer: the payment to confirm, the invoice's number and a guest's key. */
export interface FinalizedInvoice {
  /** Empty for an order of nothing: there is no payment to confirm. */
  clientSecret: string;
  number: string;
  invoiceId: number;
  /** A guest's private invoice link key; null for a signed-in customer's invoice. */
  invoiceKey: string | null;
  /** `none`: the order cost nothing and FinalizeInvoice paid it (DESIGN 4.10, an upgrade). */
  provider: PaymentProvider | "none";
}

export type CheckoutStep =
  | {
      name: "details";
      /** What the form starts from: empty, or the details being corrected. */
      details: CheckoutDetails;
      /** Why the buyer is back at this step, if they did not choose to be. */
      notice: string | null;
    }
  | {
      name: "payment";
      details: CheckoutDetails;
      preview: InvoicePreviewFieldsFragment;
      finalized: FinalizedInvoice | null;
    }
  | {
      name: "complete";
      details: CheckoutDetails;
      preview: InvoicePreviewFieldsFragment;
      invoice: FinalizedInvoice;
    };

/** What confirming the card came to. */
export type PaymentResult =
  | { status: "succeeded" }
  | { status: "refused"; errors: PlacedErrors<CardField> };

/** Confirms the finalized invoice's payment with a provider's card form. */
export type ConfirmPayment = (invoice: FinalizedInvoice) => Promise<PaymentResult>;

export const CART_CHANGED_NOTICE =
  "Your cart changed. Please check your order and continue to payment again.";
export const CHECKOUT_EXPIRED_NOTICE =
  "This checkout has expired. Please check your details and continue to payment again.";
export const PROVIDER_UNAVAILABLE_MESSAGE =
  "Card payments are not available on this site at the moment. Nothing was charged.";

const noErrors = <F extends string>(): PlacedErrors<F> => ({ fields: {}, general: [] });

/** An order of nothing has no card to confirm: FinalizeInvoice has paid it already. */
const NOTHING_TO_CONFIRM: ConfirmPayment = async () => ({ status: "succeeded" });

/** The details step again, starting from the details that were being paid for. */
function backToDetails(step: CheckoutStep, notice: string | null): CheckoutStep {
  if (step.name !== "payment") return step;
  return { name: "details", details: step.details, notice };
}

export interface CheckoutFlowOptions {
  rules: CheckoutRules;
  /** The studio's browser-held goods; null for the foundry's cookie cart. */
  items?: readonly GuestItem[] | null;
  /** What the form starts from. */
  initialDetails?: CheckoutDetails;
  /** The card form this site shows: FinalizeInvoice must name the same provider. */
  provider: PaymentProvider;
  /** The preview's totals, or null when there is none (any more). */
  onPreview?: (preview: InvoicePreviewFieldsFragment | null) => void;
  /** The payment succeeded. */
  onPaid?: (invoice: FinalizedInvoice, details: CheckoutDetails) => void;
  /** The preview no longer matches the cart (a change in another tab). */
  previewLost?: boolean;
}

export function useCheckoutFlow({
  rules,
  items = null,
  initialDetails = EMPTY_CHECKOUT_DETAILS,
  provider,
  onPreview,
  onPaid,
  previewLost = false,
}: CheckoutFlowOptions) {
  const [step, setStep] = useState<CheckoutStep>({
    name: "details",
    details: initialDetails,
    notice: null,
  });
  const [calculating, setCalculating] = useState(false);
  const [paying, setPaying] = useState(false);
  // A second click before React re-renders a disabled button must not preview or pay twice.
  const calculatingRef = useRef(false);
  const payingRef = useRef(false);
  const [, createInvoice] = useMutation(CreateInvoiceDocument);
  const [, finalizeInvoice] = useMutation(FinalizeInvoiceDocument);
  const [, confirmTestPayment] = useMutation(ConfirmTestPaymentDocument);
  const onPreviewRef = useRef(onPreview);
  onPreviewRef.current = onPreview;

  const lost = step.name === "payment" && previewLost && !paying;
  useEffect(() => {
    if (!lost) return;
    // The old totals go with it: the summary reads 'Enter billing address…' again.
    onPreviewRef.current?.(null);
    setStep((current) => backToDetails(current, CART_CHANGED_NOTICE));
  }, [lost]);

  const calculate = useCallback(
    async (details: CheckoutDetails): Promise<PlacedErrors<CheckoutField>> => {
      if (calculatingRef.current) return noErrors();
      calculatingRef.current = true;
      setCalculating(true);
      onPreviewRef.current?.(null);
      try {
        const result = await createInvoice(createInvoiceVariables(details, rules, items));
        const payload = result.data?.createInvoice;
        if (!payload) return { fields: {}, general: [UNEXPECTED_MESSAGE] };
        if (payload.errors.length > 0 || !payload.invoice) {
          return placeDetailsErrors(payload.errors, details, rules);
        }
        const preview = payload.invoice;
        onPreviewRef.current?.(preview);
        setStep({ name: "payment", details, preview, finalized: null });
        return noErrors();
      } finally {
        calculatingRef.current = false;
        setCalculating(false);
      }
    },
    [createInvoice, rules, items],
  );

  const editDetails = useCallback(() => {
    onPreviewRef.current?.(null);
    setStep((current) => backToDetails(current, null));
  }, []);

  /** FinalizeInvoice once per preview; null with what to say when it did not go through. */
  const finalize = useCallback(
    async (
      current: Extract<CheckoutStep, { name: "payment" }>,
    ): Promise<FinalizedInvoice | PlacedErrors<CardField>> => {
      if (current.finalized) return current.finalized;
      const result = await finalizeInvoice(
        finalizeInvoiceVariables(current.details, rules, current.preview.invoiceId),
      );
      const payload = result.data?.finalizeInvoice;
      if (!payload) return { fields: {}, general: [UNEXPECTED_MESSAGE] };
      // The preview no longer stands (the cart or totals changed, the checkout expired): back
      // to the details, whose next preview is the one to pay.
      const stale = payload.errors.find(
        (error) => error.code === "CART_CHANGED" || error.code === "NOT_FOUND",
      );
      if (stale) {
        onPreviewRef.current?.(null);
        setStep(
          backToDetails(
            current,
            stale.code === "CART_CHANGED" ? stale.message : CHECKOUT_EXPIRED_NOTICE,
          ),
        );
        return noErrors();
      }
      if (payload.errors.length > 0) {
        // A detail only FinalizeInvoice checks (a licence detail, the company): back to the
        // form with the message by its field.
        const placed = placeDetailsErrors(payload.errors, current.details, rules);
        if (Object.keys(placed.fields).length > 0) {
          setStep(backToDetails(current, Object.values(placed.fields).join(" ")));
          onPreviewRef.current?.(null);
          return noErrors();
        }
        return { fields: {}, general: placed.general };
      }
      const { clientSecret, number, invoiceId, invoiceKey } = payload;
      // An order of nothing (an upgrade its credit covers) is paid by FinalizeInvoice itself.
      const expected = current.preview.total === 0 ? "none" : provider;
      if (!number || !invoiceId || (expected !== "none" && !clientSecret)) {
        return { fields: {}, general: [UNEXPECTED_MESSAGE] };
      }
      if (payload.provider !== expected) {
        return { fields: {}, general: [PROVIDER_UNAVAILABLE_MESSAGE] };
      }
      const finalized: FinalizedInvoice = {
        clientSecret: clientSecret ?? "",
        number,
        invoiceId,
        invoiceKey: invoiceKey ?? null,
        provider: expected,
      };
      setStep({ ...current, finalized });
      return finalized;
    },
    [finalizeInvoice, rules, provider],
  );

  /** Finalizes (once) and confirms the payment with the card form's confirmer. */
  const pay = useCallback(
    async (confirm: ConfirmPayment): Promise<PlacedErrors<CardField>> => {
      if (step.name !== "payment" || payingRef.current) return noErrors();
      payingRef.current = true;
      setPaying(true);
      try {
        const finalized = await finalize(step);
        if (!("clientSecret" in finalized)) return finalized;
        const result = await confirm(finalized);
        if (result.status === "refused") return result.errors;
        setStep({
          name: "complete",
          details: step.details,
          preview: step.preview,
          invoice: finalized,
        });
        onPaid?.(finalized, step.details);
        return noErrors();
      } finally {
        payingRef.current = false;
        setPaying(false);
      }
    },
    [step, finalize, onPaid],
  );

  /** The embedded test provider's confirmation of a card (ConfirmTestPayment). */
  const confirmTestCard = useCallback(
    (card: CardDetails): ConfirmPayment =>
      async (invoice) => {
        const result = await confirmTestPayment({ clientSecret: invoice.clientSecret, ...card });
        const payload = result.data?.confirmTestPayment;
        if (payload?.status === "succeeded") return { status: "succeeded" };
        return {
          status: "refused",
          errors:
            payload && payload.errors.length > 0
              ? placeCardErrors(payload.errors)
              : { fields: {}, general: [PAYMENT_UNCONFIRMED_MESSAGE] },
        };
      },
    [confirmTestPayment],
  );

  /** Places an order of nothing: FinalizeInvoice pays it, no card is asked for. */
  const placeOrder = useCallback(() => pay(NOTHING_TO_CONFIRM), [pay]);

  return { step, calculating, paying, calculate, editDetails, pay, confirmTestCard, placeOrder };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;

import {
  ConfirmTestPaymentDocument,
  CreateInvoiceDocument,
  FinalizeInvoiceDocument,
  type InvoicePreviewFieldsFragment,
} from "@meridian/graphql/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import type { CardDetails } from "../../lib/checkout/card-details";
import {
  type CheckoutDetails,
  type CheckoutField,
  EMPTY_CHECKOUT_DETAILS,
} from "../../lib/checkout/checkout-details";
import {
  type CardField,
  PAYMENT_UNCONFIRMED_MESSAGE,
  type PlacedErrors,
  placeCardErrors,
  placeDetailsErrors,
  UNEXPECTED_MESSAGE,
} from "../../lib/checkout/checkout-errors";
import {
  createInvoiceVariables,
  finalizeInvoiceVariables,
} from "../../lib/checkout/checkout-variables";
import { useStudioCart } from "../cart/StudioCartProvider";

/** FinalizeInvoice's answer: the payment to confirm and the guest's invoice link. */
interface FinalizedInvoice {
  clientSecret: string;
  number: string;
  invoiceId: number;
  invoiceKey: string;
}

export type CheckoutStep =
  | {
      name: "details";
      /** What the form starts from: empty, or the details being corrected. */
      details: CheckoutDetails;
      /** Why the visitor is back at this step, if they did not choose to be. */
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
      email: string;
      preview: InvoicePreviewFieldsFragment;
      invoice: FinalizedInvoice;
    };

export const CART_CHANGED_NOTICE =
  "Your cart changed. Please check your order and continue to payment again.";
export const CHECKOUT_EXPIRED_NOTICE =
  "This checkout has expired. Please check your details and continue to payment again.";
export const PROVIDER_UNAVAILABLE_MESSAGE =
  "Card payments are not available on this site at the moment. Nothing was charged.";

const noErrors = <F extends string>(): PlacedErrors<F> => ({ fields: {}, general: [] });

/** The details step again, starting from the details that were being paid for. */
function backToDetails(step: CheckoutStep, notice: string | null): CheckoutStep {
  if (step.name !== "payment") return step;
  return { name: "details", details: step.details, notice };
}

/**
 * The guest checkout of the studio's goods (spec 4.5, DESIGN 4.7), one step at a time:
 * 1. details → CreateInvoice with the cart's items: the preview's totals show in the cart;
 * 2. payment → FinalizeInvoice (once: the API ties the payment's idempotency key to the
 *    invoice, and a retry after a decline reuses it), then ConfirmTestPayment with the card;
 * 3. complete → the cart reads 'Order Complete', read-only, and its stored items are gone.
 * A change to the cart in the middle (another tab) drops the preview and goes back to step 1.
 */
export function useCheckoutFlow() {
  const cart = useStudioCart();
  const [step, setStep] = useState<CheckoutStep>({
    name: "details",
    details: EMPTY_CHECKOUT_DETAILS,
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
  const { setInvoice, completeOrder } = cart;

  const previewLost = step.name === "payment" && cart.state.invoice === null && !paying;
  useEffect(() => {
    if (previewLost) setStep((current) => backToDetails(current, CART_CHANGED_NOTICE));
  }, [previewLost]);

  const calculate = useCallback(
    async (details: CheckoutDetails): Promise<PlacedErrors<CheckoutField>> => {
      if (calculatingRef.current) return noErrors();
      calculatingRef.current = true;
      setCalculating(true);
      setInvoice(null);
      try {
        const result = await createInvoice(createInvoiceVariables(details, cart.guestItems));
        const payload = result.data?.createInvoice;
        if (!payload) return { fields: {}, general: [UNEXPECTED_MESSAGE] };
        if (payload.errors.length > 0 || !payload.invoice) {
          return placeDetailsErrors(payload.errors, details);
        }
        const preview = payload.invoice;
        setInvoice({
          currency: preview.currency,
          shipping: preview.shipping,
          tax: preview.tax,
          total: preview.total,
        });
        setStep({ name: "payment", details, preview, finalized: null });
        return noErrors();
      } finally {
        calculatingRef.current = false;
        setCalculating(false);
      }
    },
    [createInvoice, cart.guestItems, setInvoice],
  );

  const editDetails = useCallback(() => {
    setInvoice(null);
    setStep((current) => backToDetails(current, null));
  }, [setInvoice]);

  const pay = useCallback(
    async (card: CardDetails): Promise<PlacedErrors<CardField>> => {
      if (step.name !== "payment" || payingRef.current) return noErrors();
      payingRef.current = true;
      setPaying(true);
      try {
        let finalized = step.finalized;
        if (!finalized) {
          const result = await finalizeInvoice(
            finalizeInvoiceVariables(step.details, step.preview.invoiceId),
          );
          const payload = result.data?.finalizeInvoice;
          if (!payload) return { fields: {}, general: [UNEXPECTED_MESSAGE] };
          // The preview no longer stands (the cart or totals changed, the checkout cookie
          // expired): back to the details, whose next preview is the one to pay.
          const stale = payload.errors.find(
            (error) => error.code === "CART_CHANGED" || error.code === "NOT_FOUND",
          );
          if (stale) {
            setInvoice(null);
            setStep(
              backToDetails(
                step,
                stale.code === "CART_CHANGED" ? stale.message : CHECKOUT_EXPIRED_NOTICE,
              ),
            );
            return noErrors();
          }
          if (payload.errors.length > 0) {
            return { fields: {}, general: payload.errors.map((error) => error.message) };
          }
          const { clientSecret, number, invoiceId, invoiceKey, provider } = payload;
          if (!clientSecret || !number || !invoiceId || !invoiceKey) {
            return { fields: {}, general: [UNEXPECTED_MESSAGE] };
          }
          // The studio has only the embedded test provider's card form: Stripe Elements would
          // need Stripe.js and a publishable key, which this site is not given.
          if (provider !== "test") return { fields: {}, general: [PROVIDER_UNAVAILABLE_MESSAGE] };
          finalized = { clientSecret, number, invoiceId, invoiceKey };
          setStep({ ...step, finalized });
        }
        const result = await confirmTestPayment({ clientSecret: finalized.clientSecret, ...card });
        const payload = result.data?.confirmTestPayment;
        if (!payload) return { fields: {}, general: [PAYMENT_UNCONFIRMED_MESSAGE] };
        if (payload.status === "succeeded") {
          completeOrder();
          setStep({
            name: "complete",
            email: step.details.email,
            preview: step.preview,
            invoice: finalized,
          });
          return noErrors();
        }
        return payload.errors.length > 0
          ? placeCardErrors(payload.errors)
          : { fields: {}, general: [PAYMENT_UNCONFIRMED_MESSAGE] };
      } finally {
        payingRef.current = false;
        setPaying(false);
      }
    },
    [step, finalizeInvoice, confirmTestPayment, completeOrder, setInvoice],
  );

  return { step, calculating, paying, calculate, editDetails, pay };
}

import { useEffect, useRef, useState } from "react";

/**
 * Whether a paid-for invoice is settled yet. With Stripe the card is confirmed in the browser
 * but the invoice turns 'paid' only when the webhook (or the reconciliation) records it, so the
 * page that follows a payment asks again until it does (spec 2.8, 4.5; DESIGN 4.7).
 */
export type PaymentSettlement = "paid" | "confirming" | "unconfirmed";

/** How often the invoice is asked for again while its payment settles. */
export const SETTLEMENT_POLL_MS = 2_000;
/** How long the page keeps asking before it says the receipt will follow by e-mail. */
export const SETTLEMENT_WAIT_MS = 60_000;

export const PAYMENT_CONFIRMING_MESSAGE = "Confirming your payment…";
export const PAYMENT_STILL_CONFIRMING_MESSAGE =
  "Your payment is still being confirmed. Your receipt will follow by e-mail as soon as it is; you do not need to pay again.";

/**
 * Settles on 'paid' as soon as the invoice's status says so. Until then, while `watching`, calls
 * `requery` (which must go to the network) every SETTLEMENT_POLL_MS, and after SETTLEMENT_WAIT_MS
 * stops and answers 'unconfirmed'.
 */
export function usePaymentSettlement(
  status: string | null | undefined,
  requery: () => void,
  watching = true,
): PaymentSettlement {
  const paid = status === "paid";
  const [waitedOut, setWaitedOut] = useState(false);
  const latestRequery = useRef(requery);
  latestRequery.current = requery;

  useEffect(() => {
    if (paid || !watching || waitedOut) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= SETTLEMENT_WAIT_MS) {
        clearInterval(timer);
        setWaitedOut(true);
        return;
      }
      latestRequery.current();
    }, SETTLEMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [paid, watching, waitedOut]);

  if (paid) return "paid";
  return waitedOut ? "unconfirmed" : "confirming";
}

import {
  type CountryOption,
  PAYMENT_CONFIRMING_MESSAGE,
  PAYMENT_STILL_CONFIRMING_MESSAGE,
  usePaymentSettlement,
} from "@meridian/cart/checkout";
import { FullInvoiceDocument } from "@meridian/graphql/client";
import { type InvoiceSeller, invoiceView } from "@meridian/pricing/invoice-view";
import * as stepStyles from "@meridian/shop-ui/checkout/steps.css";
import { InvoiceSheet } from "@meridian/shop-ui/invoice-sheet";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useQuery } from "urql";
import { guestInvoicePath } from "../../lib/checkout/guest-invoice-path";
import * as styles from "./checkout.css";

export interface OrderCompleteProps {
  invoice: { invoiceId: number; invoiceKey: string; number: string };
  email: string;
  seller: InvoiceSeller;
  countries: readonly CountryOption[];
}

/**
 * After the card is confirmed: the thanks, and once the invoice reads paid where the confirmation
 * went (until then 'Confirming your payment…'), the private link to the invoice (the one the
 * e-mail carries) and the invoice itself.
 */
export function OrderComplete({ invoice, email, seller, countries }: OrderCompleteProps) {
  const [{ data }, requery] = useQuery({
    query: FullInvoiceDocument,
    variables: { invoiceId: String(invoice.invoiceId), key: invoice.invoiceKey },
    requestPolicy: "network-only",
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: start them at the outcome.
  useEffect(() => heading.current?.focus(), []);
  const countryName = (code: string) =>
    countries.find((option) => option.value === code)?.label ?? code;
  const paid = data?.fullInvoice;
  // With Stripe the invoice turns paid when the webhook records it: ask until it does.
  const settlement = usePaymentSettlement(
    paid?.status,
    () => requery({ requestPolicy: "network-only" }),
    Boolean(paid),
  );
  return (
    <section className={stepStyles.step} aria-labelledby="order-complete-title">
      <h2 id="order-complete-title" ref={heading} tabIndex={-1} className={stepStyles.stepTitle}>
        Thank you for your order
      </h2>
      <p className={styles.lede} role="status">
        {settlement === "paid"
          ? `Your payment was received and invoice ${invoice.number} is paid. A confirmation with a link to your invoice is on its way to ${email}.`
          : settlement === "confirming"
            ? PAYMENT_CONFIRMING_MESSAGE
            : `${PAYMENT_STILL_CONFIRMING_MESSAGE} It goes to ${email}.`}
      </p>
      <p>
        <Link
          className={styles.link}
          href={guestInvoicePath(invoice.invoiceId, invoice.invoiceKey)}
        >
          Open your invoice to print or save it
        </Link>
      </p>
      {paid ? (
        <InvoiceSheet view={invoiceView(paid, countryName)} seller={seller} headingLevel={3} />
      ) : null}
    </section>
  );
}

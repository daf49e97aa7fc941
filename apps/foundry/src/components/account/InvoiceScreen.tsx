"use client";

import {
  countryName,
  PAYMENT_CONFIRMING_MESSAGE,
  PAYMENT_STILL_CONFIRMING_MESSAGE,
  type PaymentSettlement,
  usePaymentSettlement,
} from "@meridian/cart/checkout";
import { FullInvoiceDocument } from "@meridian/graphql/client";
import { type InvoiceSeller, invoiceView } from "@meridian/pricing/invoice-view";
import { InvoicePdfLink } from "@meridian/shop-ui/invoice-pdf-link";
import { InvoiceSheet } from "@meridian/shop-ui/invoice-sheet";
import { PrintButton } from "@meridian/shop-ui/print-button";
import { Inline } from "@meridian/ui/inline";
import { Skeleton } from "@meridian/ui/skeleton";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useQuery } from "urql";
import * as styles from "./invoice-page.css";

export interface InvoiceScreenProps {
  invoiceId: string;
  seller: InvoiceSeller;
  /** Opened straight after payment (`?thanks=1`): the thank-you line above the invoice. */
  thanks: boolean;
}

const THANKS: Record<PaymentSettlement, string> = {
  paid: "Thank you for your order. Your fonts are ready in your account’s downloads.",
  confirming: PAYMENT_CONFIRMING_MESSAGE,
  unconfirmed: PAYMENT_STILL_CONFIRMING_MESSAGE,
};

/** Only ids the API could hold are asked for; anything else is simply not found. */
const INVOICE_ID = /^\d{1,10}$/;

/**
 * A customer's invoice (spec 2.1, 3 "Full invoice"), printable. The API answers null for
 * another customer's invoice exactly as for a missing one, and so does this page: "not found".
 */
export function InvoiceScreen({ invoiceId, seller, thanks }: InvoiceScreenProps) {
  const valid = INVOICE_ID.test(invoiceId);
  const [{ data, fetching, error }, requery] = useQuery({
    query: FullInvoiceDocument,
    variables: { invoiceId },
    // The status moves (open → paid) while a payment settles: always ask.
    requestPolicy: "network-only",
    pause: !valid,
  });
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const invoice = data?.fullInvoice;
  // Straight after a payment the invoice may still be open: ask until it reads paid.
  const settlement = usePaymentSettlement(
    invoice?.status,
    () => requery({ requestPolicy: "network-only" }),
    thanks && Boolean(invoice),
  );
  const shown = Boolean(invoice);
  useEffect(() => {
    if (thanks && shown) thanksRef.current?.focus();
  }, [thanks, shown]);

  const bar = (
    <Inline
      space={4}
      align="center"
      justify="space-between"
      paddingBottom={4}
      borderBottom="rule"
      data-print-hidden=""
    >
      <Link href="/account" className={styles.back}>
        Back to your account
      </Link>
      {invoice ? (
        <Inline space={3}>
          <PrintButton />
          <InvoicePdfLink href={invoice.pdfUrl} />
        </Inline>
      ) : null}
    </Inline>
  );

  if (valid && !data && (fetching || !error)) {
    return (
      <div className={styles.page} aria-busy="true">
        {bar}
        <Skeleton lines={6} />
      </div>
    );
  }
  if (!invoice) {
    return (
      <div className={styles.page}>
        {bar}
        <h1 className={styles.thanks}>Invoice not found</h1>
        <p className={styles.message}>
          {error && valid
            ? "The invoice could not be loaded. Please reload the page."
            : "There is no invoice at this address in your account."}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {bar}
      {thanks ? (
        <p
          ref={thanksRef}
          tabIndex={-1}
          role="status"
          className={styles.thanks}
          data-print-hidden=""
        >
          {THANKS[settlement]}
        </p>
      ) : null}
      <InvoiceSheet view={invoiceView(invoice, countryName)} seller={seller} headingLevel={1} />
    </div>
  );
}

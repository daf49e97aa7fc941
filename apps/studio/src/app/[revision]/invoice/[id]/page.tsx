import { countryName } from "@meridian/cart/checkout";
import { invoiceView } from "@meridian/pricing/invoice-view";
import { InvoicePdfLink } from "@meridian/shop-ui/invoice-pdf-link";
import { InvoiceSheet } from "@meridian/shop-ui/invoice-sheet";
import { PrintButton } from "@meridian/shop-ui/print-button";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import * as frame from "../../../../components/shell/frame.css";
import { getGuestInvoice } from "../../../../lib/checkout/get-guest-invoice";
import { getInvoiceSeller } from "../../../../lib/checkout/get-invoice-seller";
import * as styles from "./page.css";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Invoice",
  // The key in the address is the only thing guarding the page: it is never indexed, and never
  // sent on to another site in a Referer header.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

interface InvoicePageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ key?: string | string[] }>;
}

/** A guest's invoice, from the link in the order confirmation (DESIGN 7.1): printable. */
export default async function InvoicePage({ params, searchParams }: InvoicePageProps) {
  const [{ id }, { key }] = await Promise.all([params, searchParams]);
  const invoice = typeof key === "string" ? await getGuestInvoice(id, key) : null;
  if (!invoice) notFound();
  const seller = await getInvoiceSeller();
  return (
    <div className={`${frame.page} ${styles.page}`}>
      <InvoiceSheet view={invoiceView(invoice, countryName)} seller={seller} headingLevel={1} />
      <p className={styles.actions}>
        <PrintButton />
        <InvoicePdfLink href={invoice.pdfUrl} />
      </p>
    </div>
  );
}

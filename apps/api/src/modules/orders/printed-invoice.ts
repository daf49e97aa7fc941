import type { BuiltStore } from "@meridian/content/store";
import { type InvoiceSeller, type InvoiceView, invoiceView } from "@meridian/pricing/invoice-view";
import type { InvoiceItemRow, InvoiceRow } from "../invoices";
import { fullInvoiceView } from "./invoice-view";

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
/** 'DE' → 'Germany', in British English as the sites print it. */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An invoice as the server prints it — in the PDF and in the order confirmation — from the same
 * view as the invoice page, so the three never disagree.
 */
export function printedInvoice(invoice: InvoiceRow, items: InvoiceItemRow[]): InvoiceView {
  return invoiceView(fullInvoiceView(invoice, items), countryName);
}

/** The seller block: the brand and studio address of content/site.yaml. */
export function invoiceSeller(store: BuiltStore): InvoiceSeller {
  const { brand, email, studioAddress } = store.site;
  return { address: [brand, ...studioAddress.filter((line) => line.trim())], email };
}

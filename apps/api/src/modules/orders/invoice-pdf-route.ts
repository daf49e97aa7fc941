import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import type { Database } from "../../platform/db/database";
import { jsonResponse, PRIVATE_NO_STORE } from "../../platform/http/json-response";
import { findFinalisedInvoice } from "../invoices";
import { INVOICE_PDF_PATH, invoiceOfPdfLink } from "./invoice-pdf-link";
import { invoicePdfName, keptInvoicePdf } from "./kept-invoice-pdf";

export interface InvoicePdfRouteDeps {
  database: Database;
  env: Env;
  /** The published content's store now (the seller's name and address, the faces). */
  currentStore: () => BuiltStore;
}

/** A copied, expired or forged link learns nothing, not even whether the invoice exists. */
const notFound = () => jsonResponse(404, { error: "Not found" }, PRIVATE_NO_STORE);

/**
 * GET /invoices/pdf?token=… (issue 21, ADR 0022): the PDF of the invoice the signed link names —
 * the link FullInvoice gives its owner or the guest holding its key.
 */
export function createInvoicePdfRoute(deps: InvoicePdfRouteDeps) {
  async function serve(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return notFound();
    const token = new URL(request.url).searchParams.get("token");
    const invoiceId = await invoiceOfPdfLink(deps.env.DOWNLOAD_SECRET, token);
    const invoice = invoiceId ? await findFinalisedInvoice(deps.database.db, invoiceId) : null;
    if (!invoice?.number) return notFound();

    const pdf = await keptInvoicePdf(
      { ...deps, db: deps.database.db, store: deps.currentStore() },
      invoice,
    );
    return new Response(request.method === "HEAD" ? null : Buffer.from(pdf), {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(pdf.byteLength),
        "Content-Disposition": `attachment; filename="${invoicePdfName(invoice)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  }

  return { handles: (path: string) => path === INVOICE_PDF_PATH, fetch: serve };
}

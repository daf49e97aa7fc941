import type { BuiltStore } from "@meridian/content/store";
import { type InvoiceSeller, invoiceView } from "@meridian/pricing/invoice-view";
import type { Env } from "../../env";
import type { Database } from "../../platform/db/database";
import { jsonResponse, PRIVATE_NO_STORE } from "../../platform/http/json-response";
import { documentFaces } from "../documents/document-faces";
import { findFinalisedInvoice, listItemsOfInvoices } from "../invoices/invoices-repository";
import { invoicePdf } from "./invoice-pdf";
import { INVOICE_PDF_PATH, invoiceOfPdfLink } from "./invoice-pdf-link";
import { findInvoicePdf, saveInvoicePdf } from "./invoice-pdfs-repository";
import { fullInvoiceView } from "./invoice-view";

export interface InvoicePdfRouteDeps {
  database: Database;
  env: Env;
  store: BuiltStore;
}

/** A copied, expired or forged link learns nothing, not even whether the invoice exists. */
const notFound = () => jsonResponse(404, { error: "Not found" }, PRIVATE_NO_STORE);

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
 * GET /invoices/pdf?token=… (issue 21, ADR 0022): the PDF of the invoice the signed link names —
 * the link FullInvoice gives its owner or the guest holding its key. Made on first request from
 * the same view as the invoice page and kept in PostgreSQL until the invoice changes.
 */
export function createInvoicePdfRoute(deps: InvoicePdfRouteDeps) {
  const seller = (): InvoiceSeller => {
    const { brand, email, studioAddress } = deps.store.site;
    return { address: [brand, ...studioAddress.filter((line) => line.trim())], email };
  };

  async function serve(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return notFound();
    const token = new URL(request.url).searchParams.get("token");
    const invoiceId = await invoiceOfPdfLink(deps.env.DOWNLOAD_SECRET, token);
    const invoice = invoiceId ? await findFinalisedInvoice(deps.database.db, invoiceId) : null;
    if (!invoice?.number) return notFound();

    const version = `${invoice.status}:${invoice.updatedAt.toISOString()}`;
    let pdf = await findInvoicePdf(deps.database.db, invoice.id, version);
    if (!pdf) {
      const items = await listItemsOfInvoices(deps.database.db, [invoice.id]);
      const view = invoiceView(fullInvoiceView(invoice, items), countryName);
      const faces = await documentFaces(deps.store, deps.env.CONTENT_BUILD_DIR);
      pdf = await invoicePdf(view, seller(), faces);
      await saveInvoicePdf(deps.database.db, { invoiceId: invoice.id, version, pdf });
    }
    return new Response(request.method === "HEAD" ? null : Buffer.from(pdf), {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(pdf.byteLength),
        "Content-Disposition": `attachment; filename="Invoice ${invoice.number}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  }

  return { handles: (path: string) => path === INVOICE_PDF_PATH, fetch: serve };
}

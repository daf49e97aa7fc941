import { z } from "zod";
import type { Env } from "../../env";
import type { Db } from "../../platform/db/database";
import { enqueueJob } from "../../platform/jobs/enqueue-job";
import type { JobContext, JobRegistry } from "../../platform/jobs/job-registry";
import { action, type MailContent, paragraph, rows, small } from "../../platform/mail/mail-content";
import {
  customerOf,
  findFinalisedInvoice,
  guestInvoiceKey,
  type InvoiceItemRow,
  type InvoiceRow,
  listItemsOfInvoices,
} from "../invoices";
import { invoicePdfName, keptInvoicePdf } from "./kept-invoice-pdf";
import { printedInvoice } from "./printed-invoice";

const ORDER_CONFIRMATION_JOB = "order-confirmation";
const jobPayload = z.object({ invoiceId: z.number().int() });

/**
 * Queued in the fulfilment transaction, so the confirmation goes out exactly when the order is
 * paid. The job sets it from the invoice as it then is, with the PDF invoice attached.
 */
export async function queueOrderConfirmation(tx: Db, invoice: InvoiceRow): Promise<void> {
  if (!customerOf(invoice.customer).email) return;
  await enqueueJob(tx, ORDER_CONFIRMATION_JOB, { invoiceId: invoice.id });
}

/** A customer's invoice is in the foundry account; a guest's behind the studio's key (DESIGN 7.1). */
function invoiceLink(env: Env, invoice: Pick<InvoiceRow, "id" | "userId">): string {
  if (invoice.userId) return new URL(`/account/invoices/${invoice.id}`, env.FOUNDRY_URL).href;
  const key = guestInvoiceKey(env.DOWNLOAD_SECRET, invoice.id);
  return new URL(`/invoice/${invoice.id}?key=${encodeURIComponent(key)}`, env.STUDIO_URL).href;
}

/** What the confirmation says: the invoice's own lines and totals (`printedInvoice`). */
export function orderConfirmation(
  env: Env,
  invoice: InvoiceRow,
  items: InvoiceItemRow[],
): MailContent {
  const view = printedInvoice(invoice, items);
  const hasFonts = items.some((item) => item.itemType !== "goods");
  return {
    site: invoice.userId ? env.FOUNDRY_URL : env.STUDIO_URL,
    heading: "Thank you for your order",
    blocks: [
      paragraph(`Dear ${customerOf(invoice.customer).name},`),
      paragraph(
        `Your payment was received and invoice ${view.number} is paid. The invoice is attached as a PDF.`,
      ),
      rows(
        view.lines.map((line) => ({
          label: line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
          ...(line.licence ? { detail: line.licence } : {}),
          ...(line.licenceDetail ? { note: line.licenceDetail } : {}),
          value: line.amount,
        })),
      ),
      rows(
        view.totals.map((total) => ({
          label: total.label,
          value: total.value,
          strong: total.key === "total",
        })),
      ),
      ...(view.taxNote ? [small(view.taxNote)] : []),
      action("View your invoice", invoiceLink(env, invoice)),
      ...(hasFonts
        ? [
            paragraph("Your fonts are ready to download from your account."),
            action("Download your fonts", new URL("/account", env.FOUNDRY_URL).href),
          ]
        : []),
    ],
  };
}

async function sendOrderConfirmation(payload: unknown, context: JobContext): Promise<void> {
  const { invoiceId } = jobPayload.parse(payload);
  const invoice = await findFinalisedInvoice(context.db, invoiceId);
  const to = invoice && customerOf(invoice.customer).email;
  if (!invoice || !to) return;
  const items = await listItemsOfInvoices(context.db, [invoice.id]);
  const pdf = await keptInvoicePdf(context, invoice);
  await context.mailer.deliver(
    {
      to,
      subject: `${context.store.site.brand} order ${invoice.number ?? invoice.id}`,
      content: orderConfirmation(context.env, invoice, items),
    },
    [{ filename: invoicePdfName(invoice), contentType: "application/pdf", content: pdf }],
  );
}

export function registerOrderJobs(registry: JobRegistry): void {
  registry.register(ORDER_CONFIRMATION_JOB, sendOrderConfirmation, { maxAttempts: 8 });
}

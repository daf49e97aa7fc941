import type { BuiltStore } from "@meridian/content/store";
import {
  type CartLicenceType,
  type CurrencyCode,
  formatPrice,
  type ItemType,
  isCurrencyCode,
  itemDisplayName,
  licenceLine,
} from "@meridian/pricing";
import type { Env } from "../../env";
import type { Db } from "../../platform/db/database";
import type { invoiceItems } from "../../platform/db/schema";
import { sendMail } from "../../platform/jobs/send-mail";
import { guestInvoiceKey } from "../invoices/guest-key";
import { customerOf } from "../invoices/invoice-customer";
import type { InvoiceRow } from "../invoices/invoices-repository";

type InvoiceItemRow = typeof invoiceItems.$inferSelect;

/**
 * The order confirmation, queued in the fulfilment transaction so it goes out exactly when
 * the order is paid. A customer's links lead to the foundry account; a guest's to the studio's
 * private invoice page (DESIGN 7.1).
 */
export async function queueOrderConfirmation(
  tx: Db,
  deps: { env: Env; store: BuiltStore },
  invoice: InvoiceRow,
  items: InvoiceItemRow[],
): Promise<void> {
  const customer = customerOf(invoice.customer);
  if (!customer.email) return;
  await sendMail(tx, {
    to: customer.email,
    subject: `${deps.store.site.brand} order ${invoice.number ?? invoice.id}`,
    text: orderConfirmationText(deps, invoice, items),
  });
}

export function invoiceLink(env: Env, invoice: Pick<InvoiceRow, "id" | "userId">): string {
  if (invoice.userId) return new URL(`/account/invoices/${invoice.id}`, env.FOUNDRY_URL).href;
  const key = guestInvoiceKey(env.DOWNLOAD_SECRET, invoice.id);
  return new URL(`/invoice/${invoice.id}?key=${encodeURIComponent(key)}`, env.STUDIO_URL).href;
}

export function orderConfirmationText(
  deps: { env: Env; store: BuiltStore },
  invoice: InvoiceRow,
  items: InvoiceItemRow[],
): string {
  const currency: CurrencyCode = isCurrencyCode(invoice.currency) ? invoice.currency : "GBP";
  const money = (minor: number) => formatPrice(minor, currency);
  const customer = customerOf(invoice.customer);
  const lines = items.map((item) => {
    const name =
      item.upgrade?.name ??
      itemDisplayName({
        itemType: item.itemType as ItemType,
        productName: item.productName,
        styleName: item.styleName,
        variantName: item.variantName,
      });
    const licence = licenceLine(item.licenceType as CartLicenceType, item.licenceSize);
    const quantity = item.quantity > 1 ? ` × ${item.quantity}` : "";
    // An upgrade is charged its target's price less the credit (DESIGN 4.10): say so.
    const credit = item.credit > 0 ? `, after a ${money(item.credit * item.quantity)} credit` : "";
    return `  ${name}${licence ? ` (${licence})` : ""}${quantity}: ${money(item.price * item.quantity)}${credit}`;
  });
  const hasFonts = items.some((item) => item.itemType !== "goods");
  return [
    `Dear ${customer.name},`,
    "",
    `Thank you for your order. Your payment was received and invoice ${invoice.number} is paid.`,
    "",
    ...lines,
    "",
    `  Sub Total: ${money(invoice.subtotal)}`,
    ...(invoice.shipping > 0 ? [`  Shipping: ${money(invoice.shipping)}`] : []),
    `  Taxes (${invoice.taxName}, ${Number(invoice.taxRate)}%): ${money(invoice.tax)}`,
    `  Total: ${money(invoice.total)}`,
    "",
    `Your invoice: ${invoiceLink(deps.env, invoice)}`,
    ...(hasFonts
      ? [
          `Your fonts are ready to download from your account: ${new URL("/account", deps.env.FOUNDRY_URL).href}`,
        ]
      : []),
    "",
    deps.store.site.brand,
  ].join("\n");
}

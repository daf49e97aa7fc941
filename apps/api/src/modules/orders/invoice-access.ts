import { z } from "zod";
import type { Context } from "../../platform/graphql/context";
import { invoiceKeyMatches } from "../invoices/guest-key";
import { findFinalisedInvoice } from "../invoices/invoices-repository";

/** The ID! of orders.graphql is the invoices' serial integer. */
const invoiceArgs = z
  .object({
    invoiceId: z.string().regex(/^\d{1,10}$/),
    key: z.string().max(200).nullish(),
  })
  .transform(({ invoiceId, key }) => ({ id: Number(invoiceId), key }))
  .refine(({ id }) => id >= 1 && id <= 2_147_483_647);

/**
 * The invoice a caller may see: their own, or a guest's whose key they hold (compared in
 * constant time). Anything else is null, exactly like an invoice that does not exist.
 */
export async function accessibleInvoice(ctx: Context, invoiceId: string, key?: string | null) {
  const parsed = invoiceArgs.safeParse({ invoiceId, key });
  if (!parsed.success) return null;
  const { id } = parsed.data;
  const viewer = await ctx.viewer();
  const invoice = await findFinalisedInvoice(ctx.database.db, id);
  if (!invoice) return null;
  if (invoice.userId) return invoice.userId === viewer?.userId ? invoice : null;
  return invoiceKeyMatches(parsed.data.key, invoice.guestKeyHash) ? invoice : null;
}

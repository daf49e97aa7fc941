import { lineKind } from "@meridian/pricing";
import { z } from "zod";
import type { Env } from "../../env";
import type { AuthenticatedUser } from "../../platform/auth/request-auth";
import type { Db } from "../../platform/db/database";
import { signDownloadToken } from "../downloads";
import {
  findFinalisedInvoice,
  isInvoiceOf,
  listCustomerInvoices,
  listItemsOfInvoices,
  listPaidFontLines,
} from "../invoices";

/**
 * What the order rules need of a request; the resolvers build it from the GraphQL context
 * (resolvers/orders-deps.ts).
 */
export interface OrdersDeps {
  db: Db;
  env: Pick<Env, "DOWNLOAD_SECRET" | "PUBLIC_API_ORIGIN">;
  /** The signed-in customer or null. */
  viewer(): Promise<AuthenticatedUser | null>;
}

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
export async function accessibleInvoice(deps: OrdersDeps, invoiceId: string, key?: string | null) {
  const parsed = invoiceArgs.safeParse({ invoiceId, key });
  if (!parsed.success) return null;
  const { id } = parsed.data;
  const viewer = await deps.viewer();
  const invoice = await findFinalisedInvoice(deps.db, id);
  if (!invoice) return null;
  return isInvoiceOf(invoice, { userId: viewer?.userId, guestKey: parsed.data.key })
    ? invoice
    : null;
}

/** An invoice's lines, for the invoices given. */
export function itemsOfInvoices(deps: OrdersDeps, invoiceIds: number[]) {
  return listItemsOfInvoices(deps.db, invoiceIds);
}

/** The viewer's invoices, paid and awaiting payment, newest first, each with its lines. */
export async function customerInvoices(deps: OrdersDeps) {
  const viewer = await deps.viewer();
  if (!viewer) return [];
  const rows = await listCustomerInvoices(deps.db, viewer.userId);
  const items = await listItemsOfInvoices(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, items: items.filter((item) => item.invoiceId === row.id) }));
}

/** The spec's download path (2.1, 7.4): /account/download/{productId}/{styleId|family}/{licenceType}. */
export function downloadPath(item: {
  productId: string;
  styleId: string | null;
  licenceType: string;
}) {
  const style = item.styleId ?? "family";
  return `/account/download/${encodeURIComponent(item.productId)}/${encodeURIComponent(style)}/${encodeURIComponent(item.licenceType)}`;
}

/**
 * Downloads: one entry per font line of the viewer's paid invoices, each with a link signed for
 * this customer, this session and line (DESIGN 4.8, ADR 0011). Visitors have none.
 */
export async function downloadsOf(deps: OrdersDeps) {
  const viewer = await deps.viewer();
  if (!viewer) return [];
  const rows = await listPaidFontLines(deps.db, viewer.userId);
  return Promise.all(
    rows.map(async ({ item }) => {
      const token = await signDownloadToken(deps.env.DOWNLOAD_SECRET, {
        userId: viewer.userId,
        clientId: viewer.clientId,
        invoiceId: item.invoiceId,
        itemId: item.id,
      });
      const url = new URL(downloadPath(item), deps.env.PUBLIC_API_ORIGIN);
      url.searchParams.set("token", token);
      return {
        product: { name: item.productName },
        productId: item.productId,
        invoiceId: String(item.invoiceId),
        // What the download holds: an upgrade's is its target, a style or the family.
        itemType: lineKind(item) ?? item.itemType,
        licenceSize: item.licenceSize,
        styleName: item.styleName,
        styleId: item.styleId,
        licenceType: item.licenceType,
        url: url.href,
      };
    }),
  );
}

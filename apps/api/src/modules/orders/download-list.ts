import type { Context } from "../../platform/graphql/context";
import { signDownloadToken } from "../downloads/download-token";
import { listPaidFontLines } from "../invoices/invoices-repository";

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
export async function downloadsOf(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!viewer) return [];
  const rows = await listPaidFontLines(ctx.database.db, viewer.userId);
  return Promise.all(
    rows.map(async ({ item }) => {
      const token = await signDownloadToken(ctx.env.DOWNLOAD_SECRET, {
        userId: viewer.userId,
        clientId: viewer.clientId,
        invoiceId: item.invoiceId,
        itemId: item.id,
      });
      const url = new URL(downloadPath(item), ctx.env.PUBLIC_API_ORIGIN);
      url.searchParams.set("token", token);
      return {
        product: { name: item.productName },
        productId: item.productId,
        invoiceId: String(item.invoiceId),
        itemType: item.itemType,
        styleName: item.styleName,
        styleId: item.styleId,
        licenceType: item.licenceType,
        url: url.href,
      };
    }),
  );
}

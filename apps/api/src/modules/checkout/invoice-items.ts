import type { PricedCart } from "@meridian/pricing";
import type { CartLine } from "../carts";
import type { NewInvoiceItem } from "../invoices";

/**
 * The invoice's lines as charged: names and prices copied, so a later catalogue change never
 * alters an invoice, its downloads or its certificate.
 */
export function frozenItems(
  invoiceId: number,
  lines: readonly CartLine[],
  priced: PricedCart,
): NewInvoiceItem[] {
  const pricedById = new Map(priced.lines.map((line) => [line.id, line]));
  return lines.map((line) => {
    const pricedLine = pricedById.get(line.row.id);
    if (!pricedLine) throw new Error(`line ${line.row.id} was not priced`);
    return {
      invoiceId,
      itemType: line.row.itemType,
      productId: line.row.productId,
      productName: line.productName,
      parentFontId: line.row.parentFontId,
      styleId: line.row.styleId,
      styleName: line.styleName,
      variantId: line.row.variantId,
      variantName: line.variantName,
      licenceType: line.row.licenceType,
      licenceSize: line.row.licenceSize,
      quantity: line.row.quantity,
      price: pricedLine.price,
      priceUndiscounted: pricedLine.priceUndiscounted,
      credit: pricedLine.credit,
      upgrade: line.upgrade && { name: line.upgrade.name, replaces: line.upgrade.replaces },
    };
  });
}

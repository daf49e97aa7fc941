import type { InvoiceSeller, InvoiceView } from "@meridian/pricing/invoice-view";
import type { DocumentFace } from "../documents";
import { TypesetPdf } from "../documents";

const GREY = "#666666";
const GAP = 18;

/**
 * The PDF invoice (issue 21): what the printable invoice page shows — seller, buyer, delivery,
 * lines with their licences, discount, credit, tax with its name and rate or why it is zero,
 * totals, payment — from the same view (`invoiceView`), set in the document faces (ADR 0021).
 */
export function invoicePdf(
  view: InvoiceView,
  seller: InvoiceSeller,
  faces: readonly DocumentFace[],
): Promise<Buffer> {
  const pdf = new TypesetPdf(faces, {
    title: `Invoice ${view.number}`,
    author: seller.address[0] ?? "",
  });
  const page = pdf.doc.page;
  const left = page.margins.left;
  const width = page.width - page.margins.left - page.margins.right;
  const bottom = page.height - page.margins.bottom;
  let y = page.margins.top;
  /** Starts a new page when `height` more would not fit. */
  const room = (height: number) => {
    if (y + height <= bottom) return;
    pdf.doc.addPage();
    y = pdf.doc.page.margins.top;
  };

  // Heading: the number and date on the left, the status on the right.
  pdf.block(view.status, { x: left, y: y + 6, width, align: "right", size: 11, bold: true });
  y = pdf.block(`Invoice ${view.number}`, { x: left, y, width: width * 0.7, size: 22, bold: true });
  y = pdf.block(view.date, { x: left, y: y + 2, width, size: 10, color: GREY }) + 14;
  pdf.rule(y);
  y += 16;

  // The parties: from, billed to, delivered to.
  const parties: [string, string[]][] = [
    ["From", [...seller.address, seller.email]],
    [
      "Billed to",
      [
        ...view.billedTo,
        ...view.contact,
        ...(view.vatNumber ? [`VAT number ${view.vatNumber}`] : []),
        ...(view.vatCheck ? [view.vatCheck] : []),
      ],
    ],
    ...(view.shipTo ? [["Delivered to", view.shipTo] as [string, string[]]] : []),
  ];
  const column = (width - GAP * (parties.length - 1)) / parties.length;
  let partiesEnd = y;
  parties.forEach(([label, lines], index) => {
    const x = left + index * (column + GAP);
    let lineY = pdf.block(label, { x, y, width: column, size: 9, color: GREY }) + 4;
    for (const line of lines) lineY = pdf.block(line, { x, y: lineY, width: column, size: 10 });
    partiesEnd = Math.max(partiesEnd, lineY);
  });
  y = partiesEnd + 28;

  // The lines: item (with licence and detail), quantity, price, amount.
  const columns = { quantity: 56, price: 84, amount: 84 };
  const itemWidth = width - columns.quantity - columns.price - columns.amount - GAP;
  const xQuantity = left + itemWidth + GAP;
  const xPrice = xQuantity + columns.quantity;
  const xAmount = xPrice + columns.price;
  const head = (at: number) => {
    const options = { y: at, size: 9, color: GREY } as const;
    pdf.block("Item", { ...options, x: left, width: itemWidth });
    pdf.block("Quantity", { ...options, x: xQuantity, width: columns.quantity, align: "right" });
    pdf.block("Price", { ...options, x: xPrice, width: columns.price, align: "right" });
    const end = pdf.block("Amount", {
      ...options,
      x: xAmount,
      width: columns.amount,
      align: "right",
    });
    pdf.rule(end + 4, "#111111");
    return end + 12;
  };
  y = head(y);
  for (const line of view.lines) {
    room(60);
    if (y === pdf.doc.page.margins.top) y = head(y);
    const row = { y, size: 10.5 } as const;
    pdf.block(String(line.quantity), {
      ...row,
      x: xQuantity,
      width: columns.quantity,
      align: "right",
    });
    pdf.block(line.unitPrice, { ...row, x: xPrice, width: columns.price, align: "right" });
    pdf.block(line.amount, { ...row, x: xAmount, width: columns.amount, align: "right" });
    let end = pdf.block(line.name, { ...row, x: left, width: itemWidth });
    for (const note of [line.licence, line.licenceDetail]) {
      if (note)
        end = pdf.block(note, { x: left, y: end + 1, width: itemWidth, size: 9, color: GREY });
    }
    y = end + 8;
    pdf.rule(y, "#cccccc");
    y += 8;
  }

  // The totals, right-aligned; the total in bold.
  room(26 * view.totals.length + 60);
  const labelX = left + width * 0.45;
  const labelWidth = width * 0.35;
  const valueX = labelX + labelWidth;
  const valueWidth = width - (valueX - left);
  y += 4;
  for (const total of view.totals) {
    const strong = total.key === "total";
    if (strong) {
      pdf.doc
        .moveTo(labelX, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor("#111111")
        .stroke();
      y += 8;
    }
    const row = { y, size: strong ? 13 : 10.5, bold: strong } as const;
    pdf.block(total.label, { ...row, x: labelX, width: labelWidth });
    y = pdf.block(total.value, { ...row, x: valueX, width: valueWidth, align: "right" }) + 6;
  }

  // What the payment and the tax need said.
  y += 24;
  for (const note of [view.payment, view.taxNote]) {
    if (!note) continue;
    room(30);
    y = pdf.block(note, { x: left, y, width, size: 9.5, color: GREY }) + 4;
  }
  return pdf.finish();
}

import { describe, expect, it } from "vitest";
import { downloadRow, invoiceRow } from "./account-lists";

describe("downloadRow", () => {
  const download = {
    product: { name: "Inter" },
    productId: "font-inter",
    invoiceId: "4",
    itemType: "family",
    styleName: null,
    styleId: null,
    licenceType: "web",
    url: "http://127.0.0.1:4000/account/download/font-inter/family/web?token=abc",
  };

  it("names a family download and its licence, linking the signed URL as given", () => {
    expect(downloadRow(download)).toEqual({
      key: "4/font-inter/family/web",
      name: "Inter Family",
      licence: "Web licence",
      href: "http://127.0.0.1:4000/account/download/font-inter/family/web?token=abc",
    });
  });

  it("names a style download by its style", () => {
    const row = downloadRow({
      ...download,
      itemType: "style",
      styleName: "Bold Italic",
      styleId: "inter-bold-italic",
      licenceType: "app",
    });
    expect([row.name, row.licence, row.key]).toEqual([
      "Inter Bold Italic",
      "App licence",
      "4/font-inter/inter-bold-italic/app",
    ]);
  });
});

describe("invoiceRow", () => {
  const entry = {
    invoiceId: "12",
    updatedAt: "2026-11-22T10:00:00.000Z",
    total: 126.5,
    currency: "EUR",
    invoiceNumber: "MER-2026-000012",
    invoiceItems: [
      {
        id: "1",
        itemType: "family",
        product: { name: "Inter" },
        productId: "font-inter",
        licenceType: "basic",
        styleId: null,
        styleName: null,
        variantName: null,
      },
      {
        id: "2",
        itemType: "goods",
        product: { name: "Poster" },
        productId: "poster",
        licenceType: "not_applicable",
        styleId: null,
        styleName: null,
        variantName: "A2",
      },
    ],
  };

  it("shows the number, date, total and the items by name", () => {
    expect(invoiceRow(entry)).toEqual({
      id: "12",
      href: "/account/invoices/12",
      number: "MER-2026-000012",
      date: "22 November 2026",
      total: "€126.50",
      items: "Inter Family, Poster (A2)",
    });
  });

  it("falls back to the id before the invoice is numbered", () => {
    expect(invoiceRow({ ...entry, invoiceNumber: null }).number).toBe("Invoice 12");
  });
});

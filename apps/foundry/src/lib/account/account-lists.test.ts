import { describe, expect, it } from "vitest";
import { downloadRow, invoiceRow, licenceRow } from "./account-lists";

describe("downloadRow", () => {
  const download = {
    product: { name: "Inter" },
    productId: "font-inter",
    invoiceId: "4",
    itemType: "family",
    styleName: null,
    styleId: null,
    licenceType: "web",
    licenceSize: 0,
    url: "http://127.0.0.1:4000/account/download/font-inter/family/web?token=abc",
  };

  it("names a family download and its licence, linking the signed URL as given", () => {
    expect(downloadRow(download)).toEqual({
      key: "4/font-inter/family/web",
      name: "Inter Family",
      licence: "Web licence, Startup",
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
      licenceSize: 2,
    });
    expect([row.name, row.licence, row.key]).toEqual([
      "Inter Bold Italic",
      "App licence, Medium",
      "4/font-inter/inter-bold-italic/app",
    ]);
  });
});

describe("licenceRow (DESIGN 4.10)", () => {
  const licence = {
    id: "licence-1",
    productId: "font-inter",
    styleId: "inter-regular",
    name: "Inter Regular",
    licenceType: "web",
    licenceSize: 0,
    invoiceNumber: "MER-2026-000012",
    verifyUrl: "https://foundry.example/licences/verify/code",
    upgrades: [
      {
        itemType: "style",
        styleId: "inter-regular",
        licenceSize: 1,
        name: "Inter Regular",
        currency: "EUR",
        targetPrice: 115,
        credit: 55,
        price: 60,
      },
      {
        itemType: "family",
        styleId: null,
        licenceSize: 0,
        name: "Inter Family",
        currency: "EUR",
        targetPrice: 210,
        credit: 0,
        price: 210,
      },
    ],
  };

  it("names the licence and each upgrade with its price after the credit, ready for the cart", () => {
    const row = licenceRow(licence);
    expect([row.name, row.licence, row.invoiceNumber]).toEqual([
      "Inter Regular",
      "Web, Startup",
      "MER-2026-000012",
    ]);
    expect(row.upgrades).toEqual([
      {
        key: "style:inter-regular:1",
        name: "Inter Regular, Web, Small",
        price: "€60.00",
        credit: "after a €55.00 credit",
        add: {
          itemType: "upgrade",
          upgradeFrom: "licence-1",
          productId: "font-inter",
          styleId: "inter-regular",
          licenceSize: 1,
        },
      },
      expect.objectContaining({
        name: "Inter Family, Web, Startup",
        price: "€210.00",
        credit: null,
      }),
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

import { describe, expect, it } from "vitest";
import { type InvoiceRecord, invoiceView } from "./invoice-view";

const invoice: InvoiceRecord = {
  invoiceId: "7",
  status: "paid",
  subtotal: 60,
  shipping: 3.5,
  total: 76.2,
  tax: 12.7,
  taxRate: 20,
  taxName: "VAT",
  discount: 0,
  currency: "GBP",
  transactionId: "pi_test_1",
  invoiceNumber: "MER-2026-000007",
  cardLastFour: "4242",
  cardType: "visa",
  name: "Ada Lovelace",
  email: "ada@example.com",
  companyName: null,
  vatNumber: null,
  euB2b: false,
  phone: "",
  line1: "1 Printworks Yard",
  line2: null,
  city: "London",
  country: "GB",
  postcode: "EC1R 0AT",
  shippingAddressName: "Ada Lovelace",
  shippingLine1: "1 Printworks Yard",
  shippingLine2: "",
  shippingCity: "London",
  shippingCountry: "GB",
  shippingPostcode: "EC1R 0AT",
  appName: null,
  domainName: null,
  socialBrand: null,
  basicBrand: null,
  logoBrand: null,
  updatedAt: "2026-11-22T23:30:00.000Z",
  invoiceItems: [
    {
      product: { name: "Tote Bag" },
      styleName: null,
      variantName: "Black",
      itemType: "goods",
      licenceType: "not_applicable",
      licenceSize: null,
      quantity: 2,
      price: 20,
      priceUndiscounted: 18,
    },
    {
      product: { name: "Cards" },
      styleName: null,
      variantName: null,
      itemType: "goods",
      licenceType: "not_applicable",
      licenceSize: null,
      quantity: 1,
      price: 20,
      priceUndiscounted: 20,
    },
  ],
};

const names = (code: string) => ({ GB: "United Kingdom", FR: "France" })[code] ?? code;

describe("invoiceView", () => {
  it("prints a paid guest order", () => {
    expect(invoiceView(invoice, names)).toEqual({
      number: "MER-2026-000007",
      status: "Paid",
      paid: true,
      // 23:30 UTC is already the next day in London in summer, not in November.
      date: "22 November 2026",
      billedTo: ["Ada Lovelace", "1 Printworks Yard", "London EC1R 0AT", "United Kingdom"],
      contact: ["ada@example.com"],
      vatNumber: null,
      vatCheck: null,
      taxNote: null,
      shipTo: ["Ada Lovelace", "1 Printworks Yard", "London EC1R 0AT", "United Kingdom"],
      lines: [
        {
          name: "Tote Bag (Black)",
          licence: null,
          licenceDetail: null,
          quantity: 2,
          unitPrice: "£20.00",
          amount: "£40.00",
        },
        {
          name: "Cards",
          licence: null,
          licenceDetail: null,
          quantity: 1,
          unitPrice: "£20.00",
          amount: "£20.00",
        },
      ],
      totals: [
        { key: "subtotal", label: "Sub Total", value: "£60.00" },
        { key: "shipping", label: "Shipping", value: "£3.50" },
        { key: "taxes", label: "Taxes (VAT 20%)", value: "£12.70" },
        { key: "total", label: "Total", value: "£76.20" },
      ],
      payment: "Paid by Visa ending in 4242",
    });
  });

  it.each([
    ["open", "Awaiting payment"],
    ["failed", "Payment failed"],
    ["void", "Cancelled"],
    ["draft", "Draft"],
  ])("calls status %s %j and names no payment", (status, label) => {
    const view = invoiceView({ ...invoice, status }, names);
    expect([view.status, view.paid, view.payment]).toEqual([label, false, null]);
  });

  it("shows a discount as a negative amount, and a zero-rated tax by its name", () => {
    const view = invoiceView(
      {
        ...invoice,
        discount: 6,
        taxRate: 0,
        taxName: "Reverse charge",
        euB2b: true,
        vatNumber: "FR40303265045",
        companyName: "Atelier",
        country: "FR",
      },
      names,
    );
    expect(view.totals.map((row) => [row.label, row.value])).toEqual([
      ["Total Discount", "-£6.00"],
      ["Sub Total", "£60.00"],
      ["Shipping", "£3.50"],
      ["Taxes (Reverse charge)", "£12.70"],
      ["Total", "£76.20"],
    ]);
    expect(view.billedTo).toContain("Atelier");
    expect(view.billedTo).toContain("France");
    expect([view.vatNumber, view.taxNote]).toEqual([
      "FR40303265045",
      "Reverse charge: the customer accounts for the VAT on this supply.",
    ]);
  });

  it("prints the VIES check a reverse charge rests on, with what VIES gave", () => {
    const reverseCharged = {
      ...invoice,
      taxRate: 0,
      tax: 0,
      taxName: "Reverse charge",
      euB2b: true,
      vatNumber: "DE129273398",
      country: "DE",
    };
    const full = invoiceView(
      {
        ...reverseCharged,
        vatCheck: {
          name: "Setzerei Lovelace GmbH",
          checkedAt: "2026-11-26T20:15:00.000Z",
          requestId: "WAPIAAAA1B2C3D4E5F6",
        },
      },
      names,
    );
    expect(full.vatCheck).toBe(
      "Checked with VIES on 26 November 2026: Setzerei Lovelace GmbH, consultation number WAPIAAAA1B2C3D4E5F6",
    );
    const bare = invoiceView(
      { ...reverseCharged, vatCheck: { name: null, checkedAt: "2026-11-26T23:30:00.000Z" } },
      names,
    );
    // The seller's calendar: 23:30 UTC in November is still the 26th in London.
    expect(bare.vatCheck).toBe("Checked with VIES on 26 November 2026");
    expect(invoiceView(invoice, names).vatCheck).toBeNull();
  });

  it("says VAT was charged because VIES could not check the number", () => {
    const view = invoiceView(
      { ...invoice, taxRate: 19, taxName: "VAT", vatNumber: "DE100000024", vatUnverified: true },
      names,
    );
    expect(view.taxNote).toBe("VAT number could not be verified, so VAT is charged.");
    expect(view.vatCheck).toBeNull();
  });

  it("says why an order billed outside the UK and EU carries no VAT, as the preview did", () => {
    const view = invoiceView(
      { ...invoice, tax: 0, taxRate: 0, taxName: "No VAT", country: "US", total: 63.5 },
      names,
    );
    expect(view.totals.find((row) => row.key === "taxes")).toEqual({
      key: "taxes",
      label: "Taxes (No VAT)",
      value: "£0.00",
    });
    expect(view.taxNote).toBe("No UK VAT on orders billed outside the UK and EU.");
  });

  it("takes a discount code off the Sub Total so the rows add up to the Total", () => {
    // 60 − 10 (code) + 3.50 + 10.70 = 64.20; the code is part of the Total Discount too.
    const view = invoiceView({ ...invoice, discount: 14, tax: 10.7, total: 64.2 }, names);
    expect(view.totals.map((row) => [row.label, row.value])).toEqual([
      ["Total Discount", "-£14.00"],
      ["Sub Total", "£60.00"],
      ["Discount code", "-£10.00"],
      ["Shipping", "£3.50"],
      ["Taxes (VAT 20%)", "£10.70"],
      ["Total", "£64.20"],
    ]);
  });

  it("has no delivery rows for an order that ships nothing", () => {
    const view = invoiceView({ ...invoice, shippingLine1: null, shipping: 0 }, names);
    expect(view.shipTo).toBeNull();
    expect(view.totals.map((row) => row.key)).not.toContain("shipping");
  });

  it("falls back to the id before the invoice is numbered", () => {
    expect(invoiceView({ ...invoice, invoiceNumber: null }, names).number).toBe("7");
  });
});

describe("licence lines", () => {
  const font = (licenceType: string, itemType = "style") => ({
    product: { name: "Inter" },
    styleName: itemType === "style" ? "Bold" : null,
    variantName: null,
    itemType,
    licenceType,
    licenceSize: 1,
    quantity: 1,
    price: 50,
    priceUndiscounted: 50,
  });
  const fonts: InvoiceRecord = {
    ...invoice,
    shippingLine1: null,
    basicBrand: "Acme",
    logoBrand: "Acme Mark",
    domainName: "acme.example",
    appName: "Acme App",
    socialBrand: "@acme",
    invoiceItems: [font("basic"), font("web", "family"), font("app"), font("social"), font("logo")],
  };

  it("gives each font its licence line and the detail text of spec 9", () => {
    expect(
      invoiceView(fonts, names).lines.map((line) => [line.name, line.licence, line.licenceDetail]),
    ).toEqual([
      ["Inter Bold", "Basic, Small", "Brand name: Acme"],
      ["Inter Family", "Web, Small", "Domain name: acme.example"],
      ["Inter Bold", "App, Small", "App name: Acme App"],
      ["Inter Bold", "Social, Small", "Social brand: @acme"],
      ["Inter Bold", "Logo, Small", "Brand name: Acme Mark"],
    ]);
  });

  it("leaves the detail out when none was given", () => {
    const view = invoiceView({ ...fonts, domainName: "  " }, names);
    expect(view.lines[1]?.licenceDetail).toBeNull();
  });

  it("prints an upgrade at its target's price, then its credit as a line of its own", () => {
    const upgrade = {
      ...font("web", "upgrade"),
      styleName: null,
      licenceSize: 0,
      price: 143,
      upgrade: { name: "Inter Family — upgrade from Bold, Web, Startup", credit: 37 },
    };
    const view = invoiceView({ ...fonts, invoiceItems: [upgrade] }, names);
    expect(view.lines).toEqual([
      {
        name: "Inter Family — upgrade from Bold, Web, Startup",
        licence: "Web, Startup",
        licenceDetail: "Domain name: acme.example",
        quantity: 1,
        unitPrice: "£180.00",
        amount: "£180.00",
      },
      {
        name: "Credit for the licences replaced",
        licence: null,
        licenceDetail: null,
        quantity: 1,
        unitPrice: "-£37.00",
        amount: "-£37.00",
      },
    ]);
  });
});

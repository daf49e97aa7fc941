import { describe, expect, it } from "vitest";
import type { CartModel } from "./cart-model";
import {
  type CalculationAddress,
  cartTotalRows,
  type InvoiceState,
  pendingTotalText,
} from "./totals";

const cart: Pick<
  CartModel,
  "currency" | "subtotal" | "discount" | "discounts" | "requiresShipping"
> = {
  currency: "GBP",
  subtotal: 36000,
  discount: 4000,
  discounts: "Family discount, Multi-licence discount",
  requiresShipping: true,
};

describe("pendingTotalText (spec 4.3, 4.4)", () => {
  it.each<[string, Omit<InvoiceState, "invoice">, CalculationAddress, string]>([
    ["loading", { calculating: true, onCheckoutPage: true }, "billing", "Calculating..."],
    ["loading elsewhere", { calculating: true }, "shipping", "Calculating..."],
    [
      "the foundry checkout",
      { onCheckoutPage: true },
      "billing",
      "Enter billing address to calculate",
    ],
    [
      "the studio checkout",
      { onCheckoutPage: true },
      "shipping",
      "Enter shipping address to calculate",
    ],
    ["elsewhere (foundry)", {}, "billing", "Calculated at checkout"],
    ["elsewhere (studio)", {}, "shipping", "Calculated at checkout"],
  ])("%s", (_, state, address, text) => {
    expect(pendingTotalText(state, address)).toBe(text);
  });
});

describe("cartTotalRows", () => {
  it("lists Total Discount, Sub Total, Shipping, Taxes and Total, pending until invoiced", () => {
    expect(cartTotalRows(cart, { address: "billing", showDiscount: true })).toEqual([
      {
        key: "discount",
        label: "Total Discount (Family discount, Multi-licence discount)",
        value: "-£40.00",
        pending: false,
      },
      { key: "subtotal", label: "Sub Total", value: "£360.00", pending: false },
      { key: "shipping", label: "Shipping", value: "Calculated at checkout", pending: true },
      { key: "taxes", label: "Taxes", value: "Calculated at checkout", pending: true },
      { key: "total", label: "Total", value: "Calculated at checkout", pending: true },
    ]);
  });

  it.each([
    ["no discount", { discount: 0, discounts: "" }, "Total Discount", "£0.00"],
    ["a discount without names", { discount: 1250, discounts: "" }, "Total Discount", "-£12.50"],
    [
      "one discount",
      { discount: 500, discounts: "Online discount" },
      "Total Discount (Online discount)",
      "-£5.00",
    ],
  ])("the discount row with %s", (_, change, label, value) => {
    const [row] = cartTotalRows({ ...cart, ...change }, { address: "billing", showDiscount: true });
    expect(row).toEqual({ key: "discount", label, value, pending: false });
  });

  it("has no Shipping row when the cart does not require shipping", () => {
    const rows = cartTotalRows(
      { ...cart, requiresShipping: false },
      { address: "billing", showDiscount: true },
    );
    expect(rows.map((row) => row.label)).toEqual([
      "Total Discount (Family discount, Multi-licence discount)",
      "Sub Total",
      "Taxes",
      "Total",
    ]);
  });

  it("shows the invoice preview's shipping, tax and total once there is one", () => {
    const rows = cartTotalRows(cart, {
      address: "billing",
      showDiscount: false,
      calculating: true,
      onCheckoutPage: true,
      invoice: {
        currency: "GBP",
        subtotal: 360,
        discount: 40,
        shipping: 4.5,
        tax: 72.9,
        taxName: "VAT",
        taxRate: 20,
        total: 437.4,
      },
    });
    expect(rows.map(({ label, value, pending }) => [label, value, pending])).toEqual([
      ["Sub Total", "£360.00", false],
      ["Shipping", "£4.50", false],
      ["Taxes (VAT 20%)", "£72.90", false],
      ["Total", "£437.40", false],
    ]);
  });

  it("prints amounts in the cart's currency", () => {
    const rows = cartTotalRows(
      { ...cart, currency: "EUR" },
      {
        address: "billing",
        showDiscount: true,
        invoice: {
          currency: "EUR",
          subtotal: 360,
          discount: 40,
          shipping: 0,
          tax: 0,
          taxName: "Reverse charge",
          taxRate: 0,
          total: 360,
        },
      },
    );
    expect(rows.map((row) => row.value)).toEqual([
      "-€40.00",
      "€360.00",
      "€0.00",
      "€0.00",
      "€360.00",
    ]);
  });

  it("with a discount code, reads the preview's Total Discount and Sub Total and the code's saving, as the invoice does", () => {
    // WELCOME10 takes 10% off the £360.00 Sub Total; VAT at 20% on the £324.00 left.
    const rows = cartTotalRows(
      { ...cart, requiresShipping: false },
      {
        address: "billing",
        showDiscount: true,
        onCheckoutPage: true,
        invoice: {
          currency: "GBP",
          subtotal: 360,
          discount: 76,
          shipping: 0,
          tax: 64.8,
          taxName: "VAT",
          taxRate: 20,
          total: 388.8,
        },
      },
    );
    expect(rows.map(({ label, value }) => [label, value])).toEqual([
      ["Total Discount (Family discount, Multi-licence discount)", "-£76.00"],
      ["Sub Total", "£360.00"],
      ["Discount code", "-£36.00"],
      ["Taxes (VAT 20%)", "£64.80"],
      ["Total", "£388.80"],
    ]);
  });

  // Issue 14: 'Taxes £0.00' with no reason reads as a mistake; the preview says why.
  it.each([
    [
      "Reverse charge",
      0,
      "Taxes (Reverse charge)",
      "Reverse charge: the customer accounts for the VAT on this supply.",
    ],
    ["No VAT", 0, "Taxes (No VAT)", "No UK VAT on orders billed outside the UK and EU."],
    ["VAT", 20, "Taxes (VAT 20%)", undefined],
  ])(
    "a preview taxed as '%s' at %d%% reads '%s' with the note %s",
    (taxName, taxRate, label, note) => {
      const rows = cartTotalRows(cart, {
        address: "billing",
        showDiscount: false,
        invoice: {
          currency: "GBP",
          subtotal: 360,
          discount: 40,
          shipping: 0,
          tax: (360 * taxRate) / 100,
          taxName,
          taxRate,
          total: 360 + (360 * taxRate) / 100,
        },
      });
      const taxes = rows.find((row) => row.key === "taxes");
      expect(taxes?.label).toBe(label);
      expect(taxes?.note).toBe(note);
      expect(rows.filter((row) => row.note !== undefined).map((row) => row.key)).toEqual(
        note ? ["taxes"] : [],
      );
    },
  );

  it("says why an EU business pays VAT when VIES could not check its number (DESIGN 4.11)", () => {
    const rows = cartTotalRows(cart, {
      address: "billing",
      showDiscount: false,
      invoice: {
        currency: "GBP",
        subtotal: 360,
        discount: 40,
        shipping: 0,
        tax: 68.4,
        taxName: "VAT",
        taxRate: 19,
        total: 428.4,
        vatUnverified: true,
      },
    });
    expect(rows.find((row) => row.key === "taxes")).toMatchObject({
      label: "Taxes (VAT 19%)",
      value: "£68.40",
      note: "VAT number could not be verified, so VAT is charged.",
    });
  });

  it("says no reason before the preview: the tax is not known yet", () => {
    const rows = cartTotalRows(cart, {
      address: "billing",
      showDiscount: false,
      onCheckoutPage: true,
    });
    expect(rows.find((row) => row.key === "taxes")).toEqual({
      key: "taxes",
      label: "Taxes",
      value: "Enter billing address to calculate",
      pending: true,
    });
  });
});

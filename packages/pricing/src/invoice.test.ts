import { describe, expect, it } from "vitest";
import { type CartLineInput, priceCart } from "./cart-totals";
import { discountCodeSaving, invoiceTotals } from "./invoice";
import { DEFAULT_SHOP_RULES } from "./rules";

const GBP = { code: "GBP", exchangeRate: 1, rounding: 0 } as const;
const style: CartLineInput = {
  id: "1",
  itemType: "style",
  productId: "inter-bold",
  parentFontId: "inter",
  licenceType: "basic",
  licenceSize: 0,
  quantity: 1,
  price: 4500,
  priceUndiscounted: 5000,
};
const poster: CartLineInput = {
  id: "2",
  itemType: "goods",
  productId: "poster",
  licenceType: "not_applicable",
  quantity: 1,
  price: 2500,
  priceUndiscounted: 2500,
};

describe("invoiceTotals: net prices, shipping taxed with the goods", () => {
  it.each([
    // lines, shipping, country, business, valid → taxable, tax, total
    [[style, poster], 400, "GB", false, false, 7400, 1480, 8880],
    [[style, poster], 1000, "DE", false, false, 8000, 1520, 9520],
    [[style, poster], 1000, "DE", true, true, 8000, 0, 8000],
    [[style, poster], 1500, "US", false, false, 8500, 0, 8500],
    [[style], 400, "GB", false, false, 4500, 900, 5400], // no goods: the shipping passed is ignored
  ])(
    "%j, shipping %i, %s → taxable %i, tax %i, total %i",
    (lines, shippingCost, country, isBusiness, vatValid, taxable, tax, total) => {
      const cart = priceCart(lines, DEFAULT_SHOP_RULES, GBP);
      const totals = invoiceTotals({
        cart,
        shipping: { cost: shippingCost },
        country,
        isBusiness,
        vatValid,
      });
      expect(totals.taxable).toBe(taxable);
      expect(totals.tax.amount).toBe(tax);
      expect(totals.total).toBe(total);
    },
  );
});

describe("discountCodeSaving: what a code took off, from an invoice's own figures", () => {
  it.each([
    ["no code", { subtotal: 100, shipping: 0, tax: 20, total: 120 }, 0],
    ["WELCOME10 on £100.00 with VAT", { subtotal: 100, shipping: 0, tax: 18, total: 108 }, 1000],
    ["a code with shipping", { subtotal: 40, shipping: 4.5, tax: 7.9, total: 42.4 }, 1000],
    ["pennies that floats would lose", { subtotal: 0.3, shipping: 0, tax: 0.06, total: 0.26 }, 10],
  ])("%s", (_, invoice, saving) => {
    expect(discountCodeSaving(invoice)).toBe(saving);
  });
});

import { describe, expect, it } from "vitest";
import { type CartLineInput, priceCart } from "./cart-totals";
import type { CartCurrency } from "./currency";
import { DEFAULT_SHOP_RULES, type ShopRules } from "./rules";

const GBP: CartCurrency = { code: "GBP", exchangeRate: 1, rounding: 0 };
const EUR: CartCurrency = { code: "EUR", exchangeRate: 1.15, rounding: 5 };
const rules: ShopRules = {
  ...DEFAULT_SHOP_RULES,
  discountCodes: [
    {
      id: "welcome-10",
      code: "WELCOME10",
      description: "10% off a first order",
      kind: "percent",
      value: 10,
    },
  ],
};

// Prices as licencePrices gives them for a £50 font with 8 styles (DESIGN 4.1).
const interBasicStyle: CartLineInput = {
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
const interWebFamily: CartLineInput = {
  id: "2",
  itemType: "family",
  productId: "inter",
  parentFontId: "inter",
  licenceType: "web",
  licenceSize: 0,
  quantity: 1,
  price: 18_000,
  priceUndiscounted: 40_000,
};
const interBasicFamily: CartLineInput = { ...interWebFamily, id: "3", licenceType: "basic" };
const poster: CartLineInput = {
  id: "4",
  itemType: "goods",
  productId: "poster",
  parentFontId: null,
  licenceType: "not_applicable",
  licenceSize: null,
  quantity: 3,
  price: 2500,
  priceUndiscounted: 2500,
};

describe("priceCart (DESIGN 4.1, 4.2)", () => {
  it.each<
    [
      string,
      CartLineInput[],
      CartCurrency,
      { prices: number[]; subtotal: number; discount: number; discounts: string },
    ]
  >([
    [
      "one style: the online rule is the only saving",
      [interBasicStyle],
      GBP,
      { prices: [4500], subtotal: 4500, discount: 500, discounts: "Online discount" },
    ],
    [
      "one parent font under basic and web: its font lines take 10% more off",
      // £40.50 and £162 in GBP; GBP's rounding 0 counts as £1, so £40.50 is charged as £41.
      [interBasicStyle, interWebFamily],
      GBP,
      {
        prices: [4100, 16_200],
        subtotal: 20_300,
        discount: 900 + 23_800,
        discounts: "Online discount, Family discount, Multi-licence discount",
      },
    ],
    [
      "style and family under the same type: no multi-licence discount",
      [interBasicStyle, interBasicFamily],
      GBP,
      {
        prices: [4500, 18_000],
        subtotal: 22_500,
        discount: 500 + 22_000,
        discounts: "Online discount, Family discount",
      },
    ],
    [
      "EUR: each line is converted and the totals are sums of converted lines",
      // 4050 → €46.575 → €50; 5000 → €57.50 → €60; 16200 → €186.30 → €190; 40000 → €460.
      // Converting the GBP subtotal (£202.50 → €232.875 → €235) would give another number.
      [interBasicStyle, interWebFamily],
      EUR,
      {
        prices: [5000, 19_000],
        subtotal: 24_000,
        discount: 1000 + 27_000,
        discounts: "Online discount, Family discount, Multi-licence discount",
      },
    ],
    [
      "goods count price × quantity and carry no licence discount",
      [poster],
      GBP,
      { prices: [2500], subtotal: 7500, discount: 0, discounts: "" },
    ],
  ])("%s", (_label, lines, currency, expected) => {
    const cart = priceCart(lines, rules, currency);
    expect(cart.lines.map((line) => line.price)).toEqual(expected.prices);
    expect(cart.subtotal).toBe(expected.subtotal);
    expect(cart.discount).toBe(expected.discount);
    expect(cart.discounts).toBe(expected.discounts);
    expect(cart.subtotal).toBe(cart.lines.reduce((sum, line) => sum + line.lineTotal, 0));
  });

  it("applies the multi-licence discount in GBP before conversion", () => {
    const [style, family] = priceCart([interBasicStyle, interWebFamily], rules, EUR).lines;
    expect([style?.priceGbp, family?.priceGbp]).toEqual([4050, 16_200]);
    expect([style?.multiLicence, family?.multiLicence]).toEqual([true, true]);
  });

  it.each<[string, CartLineInput[], boolean, boolean]>([
    ["fonts only", [interBasicStyle], false, true],
    ["goods only", [poster], true, false],
    ["fonts and goods", [interBasicStyle, poster], true, true],
    ["empty", [], false, false],
  ])(
    "%s: requiresShipping %s, hasDownloads %s",
    (_label, lines, requiresShipping, hasDownloads) => {
      const cart = priceCart(lines, rules, GBP);
      expect(cart.requiresShipping).toBe(requiresShipping);
      expect(cart.hasDownloads).toBe(hasDownloads);
    },
  );

  it("keeps the goods subtotal in GBP for the free-shipping threshold", () => {
    expect(priceCart([interBasicStyle, poster], rules, EUR).goodsSubtotalGbp).toBe(7500);
  });

  describe("overLimit: the subtotal exceeds £10,000, compared in GBP", () => {
    const goods = (price: number): CartLineInput => ({
      ...poster,
      quantity: 1,
      price,
      priceUndiscounted: price,
    });
    it.each([
      ["exactly £10,000", goods(1_000_000), GBP, false],
      ["£10,005", goods(1_000_500), GBP, true],
      ["£9,999 shown as €11,500 in EUR", goods(999_900), EUR, false],
      ["£10,005 in EUR", goods(1_000_500), EUR, true],
    ])("%s → %s", (_label, line, currency, overLimit) => {
      expect(priceCart([line], rules, currency).overLimit).toBe(overLimit);
    });
  });

  it("adds a discount code to the discount and names it", () => {
    const cart = priceCart([interBasicStyle], rules, GBP, {
      discountCode: { code: "welcome10", now: new Date("2026-11-22T00:00:00Z") },
    });
    expect(cart.codeDiscount).toBe(450);
    expect(cart.discount).toBe(500 + 450);
    expect(cart.discountedSubtotal).toBe(4050);
    expect(cart.subtotal).toBe(4500);
    expect(cart.discounts).toBe("Online discount, 10% off a first order");
  });

  it("reports a code that does not apply and takes nothing off", () => {
    const cart = priceCart([interBasicStyle], rules, GBP, {
      discountCode: { code: "NOPE", now: new Date() },
    });
    expect(cart.discountCode).toEqual({ applies: false, reason: "unknown" });
    expect(cart.codeDiscount).toBe(0);
    expect(cart.discount).toBe(500);
  });

  it("counts no negative saving for a line the online rule rounded above its list price", () => {
    // A £3 style: online(£3) = £5, above the £3 list price.
    const cheap = { ...interBasicStyle, price: 500, priceUndiscounted: 300 };
    const cart = priceCart([cheap, interBasicFamily], rules, GBP);
    expect(cart.discount).toBe(22_000);
    expect(cart.discounts).toBe("Family discount");
  });

  it.each([0, -1, 1.5])("rejects a quantity of %d", (quantity) => {
    expect(() => priceCart([{ ...poster, quantity }], rules, GBP)).toThrow(RangeError);
  });
});

describe("priceCart: an upgrade line (DESIGN 4.10)", () => {
  // The Inter web family, upgraded from the Bold style bought for £45 and €60.
  const upgrade: CartLineInput = {
    ...interWebFamily,
    id: "5",
    upgradeCredits: [
      { amount: 4500, currency: "GBP" },
      { amount: 6000, currency: "EUR" },
    ],
  };
  const EUR_RATE = rules.currencies.EUR.exchangeRate;

  it("charges the target's price less the credit, and shows the credit applied", () => {
    const [line] = priceCart([upgrade], rules, GBP).lines;
    // £180 − (£45 + €60 at today's rate, rounded down), rounded up to whole pounds.
    const credit = 4500 + Math.floor((6000 / EUR_RATE) * 1);
    const price = Math.ceil((18_000 - credit) / 100) * 100;
    expect(line).toMatchObject({ price, credit: 18_000 - price, upgrade: true });
  });

  it("converts the target and the credit into the cart's currency", () => {
    const [line] = priceCart([upgrade], rules, EUR).lines;
    const target = Math.ceil((18_000 * 1.15) / 500) * 500;
    const credit = Math.floor((4500 / 1) * 1.15) + Math.floor((6000 / EUR_RATE) * 1.15);
    expect(line?.price).toBe(Math.ceil((target - credit) / 500) * 500);
  });

  it("takes no multi-licence discount and gives none to another licence type of the font", () => {
    const priced = priceCart([upgrade, interBasicStyle], rules, GBP);
    expect(priced.lines.map((line) => line.multiLicence)).toEqual([false, false]);
    expect(priced.lines[1]?.price).toBe(4500);
    expect(priced.discounts).not.toContain("Multi-licence");
  });

  it("names the family discount of the target, never the credit, as a discount", () => {
    const priced = priceCart([upgrade], rules, GBP);
    expect(priced.discount).toBe(40_000 - 18_000);
    expect(priced.subtotal).toBe(priced.lines[0]?.price);
  });

  it("charges nothing when the credit is larger than the new price", () => {
    const rich = { ...upgrade, upgradeCredits: [{ amount: 50_000, currency: "GBP" as const }] };
    expect(priceCart([rich], rules, GBP).lines[0]).toMatchObject({ price: 0, credit: 18_000 });
  });
});

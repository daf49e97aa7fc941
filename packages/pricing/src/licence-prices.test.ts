import { describe, expect, it } from "vitest";
import { buyingOptions, licencePrices } from "./licence-prices";
import type { LicenceType } from "./licences";
import { DEFAULT_SHOP_RULES, type ShopRules } from "./rules";

const rules = DEFAULT_SHOP_RULES;

describe("licencePrices (DESIGN 4.1)", () => {
  it.each<[number, number, number, LicenceType, number, number, number, number, number]>([
    // P (£), n, familyDiscount, type, size → style price, style undiscounted, family price, family undiscounted
    // base 50 × 1 × 1 = 50: style online(50) = 45; family online(50 × 8 × 0.5 = 200) = 180
    [50, 8, 0.5, "basic", 0, 4500, 5000, 18_000, 40_000],
    // app factor 2, Small factor 2: base 200, style 180; family online(800) = 720
    [50, 8, 0.5, "app", 1, 18_000, 20_000, 72_000, 160_000],
    // logo factor 3, Large factor 4: base 600, style 540; family online(2400) = 2160
    [50, 8, 0.5, "logo", 3, 54_000, 60_000, 216_000, 480_000],
    // web Medium: base 135, style online(135) = 121.5 → 125; family online(405 × 0.7 = 283.5) = 255.15 → 260
    [45, 3, 0.3, "web", 2, 12_500, 13_500, 26_000, 40_500],
    // social Startup with no family discount: family online(100) = 90
    [50, 2, 0, "social", 0, 4500, 5000, 9000, 10_000],
    // a single-style font: family price still takes the family discount
    [60, 1, 0.5, "basic", 0, 5500, 6000, 3000, 6000],
  ])(
    "£%d × %i styles, discount %d, %s size %i → style %i (%i), family %i (%i)",
    (P, n, familyDiscount, licenceType, licenceSize, style, styleU, family, familyU) => {
      expect(
        licencePrices({
          pricePerStyleGbp: P,
          styleCount: n,
          familyDiscount,
          licenceType,
          licenceSize,
          rules,
        }),
      ).toEqual({
        style: { price: style, priceUndiscounted: styleU },
        family: { price: family, priceUndiscounted: familyU },
      });
    },
  );

  it.each([null, undefined])("a font without a price (%s) has no prices", (pricePerStyleGbp) => {
    expect(
      licencePrices({
        pricePerStyleGbp,
        styleCount: 4,
        familyDiscount: 0.5,
        licenceType: "web",
        licenceSize: 0,
        rules,
      }),
    ).toBeNull();
  });

  it("follows the configured factors and online rule", () => {
    const custom: ShopRules = {
      ...rules,
      onlineFactor: 1,
      onlineStep: 1,
      licenceTypeFactors: { ...rules.licenceTypeFactors, web: 1.5 },
    };
    // base = 49.99 × 1.5 = 74.985 → 7499 (up to the penny); style rounds up to £75
    expect(
      licencePrices({
        pricePerStyleGbp: 49.99,
        styleCount: 2,
        familyDiscount: 0.5,
        licenceType: "web",
        licenceSize: 0,
        rules: custom,
      }),
    ).toEqual({
      style: { price: 7500, priceUndiscounted: 7499 },
      family: { price: 7500, priceUndiscounted: 14_998 },
    });
  });

  it.each([
    ["an unknown size", { licenceSize: 4 }],
    ["a fractional size", { licenceSize: 1.5 }],
    ["an unknown type", { licenceType: "print" as LicenceType }],
    ["no styles", { styleCount: 0 }],
    ["a whole-price family discount", { familyDiscount: 1 }],
    ["a negative family discount", { familyDiscount: -0.1 }],
  ])("rejects %s", (_label, override) => {
    expect(() =>
      licencePrices({
        pricePerStyleGbp: 50,
        styleCount: 4,
        familyDiscount: 0.5,
        licenceType: "basic",
        licenceSize: 0,
        rules,
        ...override,
      }),
    ).toThrow(RangeError);
  });
});

describe("buyingOptions: GBP prices at size Startup", () => {
  it("gives each licence type's style and family prices and the family's undiscounted prices", () => {
    // P = £50, 4 styles, familyDiscount defaults to 0.5. Base per type: 50, 50, 100, 50, 150.
    expect(buyingOptions({ pricePerStyleGbp: 50, styleCount: 4 }, rules)).toEqual({
      style: { basic: 4500, web: 4500, app: 9000, social: 4500, logo: 13_500 },
      family: {
        basic: 9000,
        web: 9000,
        app: 18_000,
        social: 9000,
        logo: 27_000,
        basicUndiscounted: 20_000,
        webUndiscounted: 20_000,
        appUndiscounted: 40_000,
        socialUndiscounted: 20_000,
        logoUndiscounted: 60_000,
      },
    });
  });

  it("uses the font's own family discount", () => {
    const options = buyingOptions(
      { pricePerStyleGbp: 50, styleCount: 4, familyDiscount: 0.25 },
      rules,
    );
    // online(50 × 4 × 0.75 = 150) = 135
    expect(options.family.basic).toBe(13_500);
  });

  it("is all null for a font without a price ('Price not set')", () => {
    const options = buyingOptions({ pricePerStyleGbp: null, styleCount: 4 }, rules);
    expect(Object.values(options.style)).toEqual([null, null, null, null, null]);
    expect(Object.values(options.family)).toHaveLength(10);
    expect(Object.values(options.family).every((price) => price === null)).toBe(true);
  });
});

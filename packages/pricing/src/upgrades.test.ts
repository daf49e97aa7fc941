import { describe, expect, it } from "vitest";
import { type CartCurrency, type CurrencyCode, cartCurrency } from "./currency";
import { licencePrices } from "./licence-prices";
import type { LicenceSize, LicenceType } from "./licences";
import { DEFAULT_SHOP_RULES } from "./rules";
import {
  convertCredit,
  isUpgradeOf,
  type OwnedLicence,
  type UpgradeTarget,
  upgradeLineName,
  upgradeQuote,
  upgradeTargets,
} from "./upgrades";

const rules = DEFAULT_SHOP_RULES;
const GBP = cartCurrency("GBP", rules.currencies);
const EUR = cartCurrency("EUR", rules.currencies);

/** Geist as the demo prices it: £50 a style, 8 styles, half off the family. */
function priceGbp(target: UpgradeTarget): number {
  const prices = licencePrices({
    pricePerStyleGbp: 50,
    styleCount: 8,
    familyDiscount: 0.5,
    licenceType: target.licenceType,
    licenceSize: target.licenceSize,
    rules,
  });
  if (!prices) throw new Error("Geist has prices");
  return target.itemType === "family" ? prices.family.price : prices.style.price;
}

function owned(
  id: string,
  productId: string,
  paidNet: number,
  currency: CurrencyCode = "GBP",
  licenceType: LicenceType = "web",
  licenceSize: LicenceSize = 0,
  fontId = "geist",
): OwnedLicence {
  const itemType = productId === fontId ? "family" : "style";
  return { id, itemType, fontId, productId, licenceType, licenceSize, paidNet, currency };
}

function target(
  itemType: "style" | "family",
  licenceSize: LicenceSize,
  productId = itemType === "family" ? "geist" : "geist-regular",
): UpgradeTarget {
  return { itemType, fontId: "geist", productId, licenceType: "web", licenceSize };
}

function quote(to: UpgradeTarget, licences: OwnedLicence[], cart: CartCurrency = GBP) {
  return upgradeQuote({
    target: to,
    targetPriceGbp: priceGbp(to),
    owned: licences,
    currencies: rules.currencies,
    cart,
  });
}

describe("upgradeQuote (DESIGN 4.10)", () => {
  it.each([
    {
      case: "a style to a bigger size: Regular, Web, Startup (£45) → Small (£90)",
      to: target("style", 1),
      licences: [owned("a", "geist-regular", 4500)],
      cart: GBP,
      expected: { replaced: ["a"], targetPrice: 9000, credit: 4500, price: 4500 },
    },
    {
      case: "a style to its family: Regular (£45) → Geist Family, Web, Startup (£180)",
      to: target("family", 0),
      licences: [owned("a", "geist-regular", 4500)],
      cart: GBP,
      expected: { replaced: ["a"], targetPrice: 18_000, credit: 4500, price: 13_500 },
    },
    {
      case: "a family already partly owned: two Web styles credited, not App, not another font",
      to: target("family", 0),
      licences: [
        owned("regular", "geist-regular", 4050),
        owned("bold", "geist-bold", 4050),
        owned("italic-app", "geist-italic", 9000, "GBP", "app"),
        owned("inter", "inter-regular", 4500, "GBP", "web", 0, "inter"),
      ],
      cart: GBP,
      expected: { replaced: ["regular", "bold"], targetPrice: 18_000, credit: 8100, price: 9900 },
    },
    {
      // €55 at 1.15 is £47.82 (rounded down); £180 − £47.82 = £132.18, up to the pound: £133.
      case: "paid in EUR, upgrading in GBP",
      to: target("family", 0),
      licences: [owned("a", "geist-regular", 5500, "EUR")],
      cart: GBP,
      expected: { replaced: ["a"], targetPrice: 18_000, credit: 4782, price: 13_300 },
    },
    {
      // £45 is €51.75; the family is €210 (£180 × 1.15 = €207, up to €5); €158.25 → €160.
      case: "paid in GBP, upgrading in EUR",
      to: target("family", 0),
      licences: [owned("a", "geist-regular", 4500)],
      cart: EUR,
      expected: { replaced: ["a"], targetPrice: 21_000, credit: 5175, price: 16_000 },
    },
    {
      case: "a credit larger than the new price: five styles (£225) → the family (£180) is free",
      to: target("family", 0),
      licences: ["regular", "medium", "bold", "black", "light"].map((style) =>
        owned(style, `geist-${style}`, 4500),
      ),
      cart: GBP,
      expected: {
        replaced: ["regular", "medium", "bold", "black", "light"],
        targetPrice: 18_000,
        credit: 22_500,
        price: 0,
      },
    },
    {
      case: "a family to a bigger size: Web Startup (£180) → Web Medium (£540)",
      to: target("family", 2),
      licences: [owned("family", "geist", 18_000)],
      cart: GBP,
      expected: { replaced: ["family"], targetPrice: 54_000, credit: 18_000, price: 36_000 },
    },
  ])("$case", ({ to, licences, cart, expected }) => {
    expect(quote(to, licences, cart)).toEqual(expected);
  });

  it("is no upgrade when the customer owns nothing the target replaces", () => {
    expect(
      quote(target("family", 0), [owned("a", "inter-regular", 4500, "GBP", "web", 0, "inter")]),
    ).toBeNull();
    expect(quote(target("style", 1), [owned("a", "geist-bold", 4500)])).toBeNull();
  });
});

describe("upgradeTargets", () => {
  it("offers a style its bigger sizes, then its family from its own size up", () => {
    const regular = owned("a", "geist-regular", 4500, "GBP", "web", 1);
    const targets = upgradeTargets(regular, [regular]);
    expect(targets.map(({ itemType, licenceSize }) => `${itemType} ${licenceSize}`)).toEqual([
      "style 2",
      "style 3",
      "family 1",
      "family 2",
      "family 3",
    ]);
    expect(targets.every((option) => option.licenceType === "web")).toBe(true);
    expect(targets.find((option) => option.itemType === "family")?.productId).toBe("geist");
  });

  it("offers a family its bigger sizes, and a Large family nothing", () => {
    const medium = owned("f", "geist", 18_000, "GBP", "web", 2);
    expect(upgradeTargets(medium, [medium])).toEqual([target("family", 3)]);
    const large = owned("f", "geist", 18_000, "GBP", "web", 3);
    expect(upgradeTargets(large, [large])).toEqual([]);
  });

  it("refuses a smaller size, another licence type or another style", () => {
    const licence = owned("a", "geist-regular", 4500, "GBP", "web", 1);
    const is = (to: UpgradeTarget) => isUpgradeOf(licence, to, [licence]);
    expect(is(target("family", 1))).toBe(true);
    expect(is(target("style", 0))).toBe(false);
    expect(is(target("style", 1))).toBe(false);
    expect(is({ ...target("family", 1), licenceType: "app" })).toBe(false);
    expect(is(target("style", 2, "geist-bold"))).toBe(false);
  });

  describe("never shrinks a licence (issue 40)", () => {
    // Regular, Web, Large (£180) and Bold, Web, Startup (£45), bought separately.
    const regularLarge = owned("regular", "geist-regular", 18_000, "GBP", "web", 3);
    const boldStartup = owned("bold", "geist-bold", 4500, "GBP", "web", 0);
    const holdings = [regularLarge, boldStartup];
    const offered = (licence: OwnedLicence) =>
      upgradeTargets(licence, holdings).map((to) => `${to.itemType} ${to.licenceSize}`);

    it("offers the family only at the largest size owned of it, or bigger", () => {
      expect(offered(boldStartup)).toEqual(["style 1", "style 2", "style 3", "family 3"]);
      expect(offered(regularLarge)).toEqual(["family 3"]);
    });

    it("refuses a family upgrade that would replace a Large licence with a Small one", () => {
      for (const size of [0, 1, 2] as const) {
        expect(isUpgradeOf(boldStartup, target("family", size), holdings)).toBe(false);
      }
      expect(isUpgradeOf(boldStartup, target("family", 3), holdings)).toBe(true);
    });

    it("prices the family at Large against both licences: £720 − £225 = £495", () => {
      expect(quote(target("family", 3), holdings)).toEqual({
        replaced: ["regular", "bold"],
        targetPrice: 72_000,
        credit: 22_500,
        price: 49_500,
      });
    });

    it("offers a family owned at Small, beside a Large style of it, only the Large family", () => {
      const family = owned("family", "geist", 36_000, "GBP", "web", 1);
      const blackLarge = owned("black", "geist-black", 18_000, "GBP", "web", 3);
      expect(
        upgradeTargets(family, [family, blackLarge]).map(
          (to) => `${to.itemType} ${to.licenceSize}`,
        ),
      ).toEqual(["family 3"]);
    });

    it("asks a style owned twice to outgrow its larger licence", () => {
      const again = owned("regular-small", "geist-regular", 9000, "GBP", "web", 1);
      const regular = owned("regular", "geist-regular", 4500, "GBP", "web", 0);
      expect(
        upgradeTargets(regular, [regular, again]).map((to) => `${to.itemType} ${to.licenceSize}`),
      ).toEqual(["style 2", "style 3", "family 1", "family 2", "family 3"]);
    });
  });
});

describe("convertCredit", () => {
  it("converts between currencies through their rates per pound, rounding down", () => {
    expect(convertCredit(5500, EUR, GBP)).toBe(4782);
    expect(convertCredit(4500, GBP, EUR)).toBe(5175);
    expect(convertCredit(4500, GBP, GBP)).toBe(4500);
  });
});

describe("upgradeLineName", () => {
  it("names the target and what it grows from", () => {
    expect(
      upgradeLineName({ itemType: "family", productName: "Geist" }, "web", [
        { styleName: "Regular", licenceSize: 0 },
      ]),
    ).toBe("Geist Family — upgrade from Regular, Web, Startup");
    expect(
      upgradeLineName({ itemType: "style", productName: "Geist", styleName: "Bold" }, "app", [
        { styleName: "Bold", licenceSize: 1 },
      ]),
    ).toBe("Geist Bold — upgrade from Bold, App, Small");
    expect(
      upgradeLineName({ itemType: "family", productName: "Geist" }, "web", [
        { styleName: null, licenceSize: 0 },
      ]),
    ).toBe("Geist Family — upgrade from Family, Web, Startup");
  });

  it("lists a family's owned styles, with their sizes where they differ", () => {
    expect(
      upgradeLineName({ itemType: "family", productName: "Geist" }, "web", [
        { styleName: "Regular", licenceSize: 0 },
        { styleName: "Bold", licenceSize: 0 },
        { styleName: "Black", licenceSize: 0 },
      ]),
    ).toBe("Geist Family — upgrade from Regular, Bold and Black, Web, Startup");
    expect(
      upgradeLineName({ itemType: "family", productName: "Geist" }, "web", [
        { styleName: "Regular", licenceSize: 0 },
        { styleName: "Bold", licenceSize: 1 },
      ]),
    ).toBe("Geist Family — upgrade from Regular (Startup) and Bold (Small), Web");
  });
});

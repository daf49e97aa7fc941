import { DEFAULT_CURRENCY } from "@meridian/pricing";
import { describe, expect, it } from "vitest";
import { buyingRows } from "./buying-options";

const font = {
  id: "source-serif-4",
  name: "Source Serif 4",
  styles: [
    { id: "ss4-light", name: "Light" },
    { id: "ss4-vf", name: "VF" },
  ],
};

const options = {
  style: { basic: 55, web: 55, app: 110, social: 55, logo: 165 },
  family: {
    basic: 270,
    web: 270,
    app: 540,
    social: 270,
    logo: 810,
    basicUndiscounted: 600,
    webUndiscounted: 600,
    appUndiscounted: 1200,
    socialUndiscounted: 600,
    logoUndiscounted: 1800,
  },
};

describe("buyingRows", () => {
  it("puts the family first, then each style, named as the cart names them", () => {
    const rows = buyingRows(font, options, DEFAULT_CURRENCY);
    expect(rows.map((row) => [row.itemType, row.styleId, row.name, row.label])).toEqual([
      ["family", null, "Source Serif 4 Family", "Family"],
      ["style", "ss4-light", "Source Serif 4 Light", "Light"],
      ["style", "ss4-vf", "Source Serif 4 VF", "VF"],
    ]);
    expect(rows.every((row) => row.productId === "source-serif-4")).toBe(true);
  });

  it("gives every licence type its price in minor units, the family with its undiscounted price", () => {
    const [family, light] = buyingRows(font, options, DEFAULT_CURRENCY);
    expect(family?.prices.logo).toEqual({ price: 81000, undiscounted: 180000 });
    expect(light?.prices.app).toEqual({ price: 11000, undiscounted: null });
    expect(Object.keys(light?.prices ?? {})).toEqual(["basic", "web", "app", "social", "logo"]);
  });

  it("converts to the cart's currency by spec 9's rule", () => {
    const [family] = buyingRows(font, options, { exchangeRate: 1.15, rounding: 5 });
    // 270 × 1.15 = 310.50, rounded up to a multiple of €5.
    expect(family?.prices.basic.price).toBe(31500);
  });

  it("leaves every price unset when the font has none", () => {
    const rows = buyingRows(font, null, DEFAULT_CURRENCY);
    expect(rows.flatMap((row) => Object.values(row.prices).map((p) => p.price))).toEqual(
      Array(15).fill(null),
    );
  });
});

import { describe, expect, it } from "vitest";
import { formatPrice, showUndiscounted } from "./format";

describe("formatPrice (spec 9: British locale, 2 decimals unless whole numbers)", () => {
  it.each([
    [123_400, "GBP", {}, "£1,234.00"],
    [4500, "EUR", {}, "€45.00"],
    [6000, "USD", {}, "$60.00"], // '$', not en-GB's 'US$'
    [4000, "GBP", { wholeNumbers: true, from: true }, "From £40"],
    [4000, "GBP", { from: true }, "From £40.00"],
    [4050, "GBP", {}, "£40.50"],
    [123_456_700, "EUR", { wholeNumbers: true }, "€1,234,567"],
    [0, "GBP", {}, "£0.00"],
    [-500, "GBP", {}, "-£5.00"], // 'Total Discount' shows negative
  ] as const)("%i %s %o → '%s'", (minor, currency, options, text) => {
    expect(formatPrice(minor, currency, options)).toBe(text);
  });

  it("writes what Intl.NumberFormat writes in en-GB with the narrow symbol", () => {
    const amounts = [0, 1, 5, 49, 50, 99, 100, 150, 999, 1049, 1050, 99_950, 100_000];
    const negative = amounts.filter((minor) => minor > 0).map((minor) => -minor);
    const values = [...amounts, ...negative, 123_456_789, 1_000_000_050];
    for (const currency of ["GBP", "EUR", "USD"] as const) {
      for (const wholeNumbers of [false, true]) {
        const intl = new Intl.NumberFormat("en-GB", {
          style: "currency",
          currency,
          currencyDisplay: "narrowSymbol",
          minimumFractionDigits: wholeNumbers ? 0 : 2,
          maximumFractionDigits: wholeNumbers ? 0 : 2,
        });
        for (const minor of values) {
          expect(formatPrice(minor, currency, { wholeNumbers })).toBe(intl.format(minor / 100));
        }
      }
    }
  });

  it.each([null, undefined, Number.NaN])("%s → 'Price not set'", (minor) => {
    expect(formatPrice(minor, "GBP")).toBe("Price not set");
    expect(formatPrice(minor, "GBP", { from: true })).toBe("Price not set");
  });
});

describe("showUndiscounted: struck through when it is higher and 'From' is not used", () => {
  it.each([
    [4500, 5000, false, true],
    [4500, 4500, false, false],
    // The specimen book: £28 in content, £30 online; a lower "was" price is a mark-up.
    [3000, 2800, false, false],
    [500, 300, false, false],
    [4500, 4501, false, true],
    [4500, 5000, true, false],
    [null, 5000, false, false],
    [4500, null, false, false],
    [4500, undefined, false, false],
  ])("price %s, undiscounted %s, from %s → %s", (price, undiscounted, from, shows) => {
    expect(showUndiscounted(price, undiscounted, { from })).toBe(shows);
  });
});

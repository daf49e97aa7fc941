import { describe, expect, it } from "vitest";
import { EU_VAT_STANDARD_RATES, isEuCountry, normaliseCountry, taxFor } from "./tax";

describe("taxFor (DESIGN 4.3: seller in the UK)", () => {
  it.each([
    // country, isBusiness, vatValid, taxable → rate, name, amount, euB2b, taxCountry
    ["GB", false, false, 10_000, 20, "VAT", 2000, false, "GB"],
    ["GB", true, true, 10_000, 20, "VAT", 2000, false, "GB"], // a UK business pays UK VAT
    ["uk", false, false, 10_000, 20, "VAT", 2000, false, "GB"],
    ["DE", false, false, 10_000, 19, "VAT", 1900, false, "DE"], // EU consumer: destination rate
    ["DE", true, true, 10_000, 0, "Reverse charge", 0, true, "DE"],
    ["DE", true, false, 10_000, 19, "VAT", 1900, false, "DE"], // business without a valid number
    ["DE", false, true, 10_000, 19, "VAT", 1900, false, "DE"], // a valid number but no business
    ["fr", false, false, 4500, 20, "VAT", 900, false, "FR"],
    ["FI", false, false, 10_000, 25.5, "VAT", 2550, false, "FI"],
    ["EL", false, false, 10_000, 24, "VAT", 2400, false, "GR"], // Greece's VAT prefix
    ["HU", false, false, 10_000, 27, "VAT", 2700, false, "HU"],
    ["US", false, false, 10_000, 0, "No VAT", 0, false, "US"],
    ["CH", true, true, 10_000, 0, "No VAT", 0, false, "CH"],
    ["NO", false, false, 10_000, 0, "No VAT", 0, false, "NO"],
    ["GB", false, false, 0, 20, "VAT", 0, false, "GB"],
  ])(
    "%s, business %s, VAT number valid %s, on %i → %d%% %s = %i",
    (country, isBusiness, vatValid, taxableMinor, rate, name, amount, euB2b, taxCountry) => {
      expect(taxFor({ country, isBusiness, vatValid, taxableMinor })).toEqual({
        rate,
        name,
        amount,
        euB2b,
        taxCountry,
      });
    },
  );

  it.each([
    ["DE", 50, 10], // 9.5 → 10: halves round up
    ["GB", 13, 3], // 2.6 → 3
    ["GB", 12, 2], // 2.4 → 2
    ["FI", 333, 85], // 84.915 → 85
  ])("%s VAT on %i is %i (nearest minor unit)", (country, taxableMinor, amount) => {
    expect(taxFor({ country, isBusiness: false, vatValid: false, taxableMinor }).amount).toBe(
      amount,
    );
  });

  it.each(["Germany", "", "D"])("rejects the country code '%s'", (country) => {
    expect(() => taxFor({ country, isBusiness: false, vatValid: false, taxableMinor: 1 })).toThrow(
      RangeError,
    );
  });

  it("rejects a negative taxable amount", () => {
    expect(() =>
      taxFor({ country: "GB", isBusiness: false, vatValid: false, taxableMinor: -1 }),
    ).toThrow(RangeError);
  });
});

describe("the EU table", () => {
  it("holds the 27 member states", () => {
    expect(Object.keys(EU_VAT_STANDARD_RATES).sort()).toEqual(
      "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
    );
  });

  it("holds standard rates only (no member state's standard rate is below 15%)", () => {
    for (const rate of Object.values(EU_VAT_STANDARD_RATES)) {
      expect(rate).toBeGreaterThanOrEqual(15);
      expect(rate).toBeLessThanOrEqual(27);
    }
  });

  it.each([
    ["DE", true],
    ["ie", true],
    ["EL", true],
    ["GB", false],
    ["UK", false],
    ["CH", false],
    ["NO", false],
    ["XX", false],
    ["constructor", false],
  ])("isEuCountry(%s) is %s", (country, expected) => {
    expect(isEuCountry(country)).toBe(expected);
  });

  it.each([
    [" gb ", "GB"],
    ["UK", "GB"],
    ["el", "GR"],
    ["De", "DE"],
  ])("normaliseCountry(%s) is %s", (input, output) => {
    expect(normaliseCountry(input)).toBe(output);
  });
});

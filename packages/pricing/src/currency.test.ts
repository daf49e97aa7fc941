import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  cartCurrency,
  convertAmount,
  convertPrice,
  DEFAULT_CURRENCY,
  isCurrencyCode,
} from "./currency";
import { DEFAULT_SHOP_RULES } from "./rules";

const GBP = { exchangeRate: 1, rounding: 0 };
const EUR = { exchangeRate: 1.15, rounding: 5 };
const USD = { exchangeRate: 1.3, rounding: 5 };

describe("currencies (spec 9)", () => {
  it("offers GBP, EUR and USD with £, € and $", () => {
    expect(CURRENCIES).toEqual(["GBP", "EUR", "USD"]);
    expect(CURRENCY_SYMBOLS).toEqual({ GBP: "£", EUR: "€", USD: "$" });
  });

  it("defaults to GBP at rate 1, rounding 0", () => {
    expect(DEFAULT_CURRENCY).toEqual({ code: "GBP", exchangeRate: 1, rounding: 0 });
  });

  it.each([
    ["GBP", true],
    ["EUR", true],
    ["USD", true],
    ["gbp", false],
    ["JPY", false],
    [null, false],
  ])("isCurrencyCode(%s) is %s", (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });

  it("reads a currency's rate and rounding from the rules", () => {
    expect(cartCurrency("EUR", DEFAULT_SHOP_RULES.currencies)).toEqual({ code: "EUR", ...EUR });
  });
});

describe("convertPrice: price × rate, rounded up to a multiple of rounding (0 counts as 1)", () => {
  it.each([
    ["GBP", GBP, 4500, 4500],
    ["GBP", GBP, 1250, 1300], // rounding 0 counts as 1: whole pounds
    ["GBP", GBP, 0, 0],
    ["EUR", EUR, 4500, 5500], // €51.75 → €55
    ["EUR", EUR, 4000, 5000], // €46 → €50
    ["EUR", EUR, 10_000, 11_500], // exactly €115, not €120
    ["USD", USD, 4500, 6000], // $58.50 → $60
    ["USD", USD, 10_000, 13_000], // exactly $130
    ["1.1, rounding 1", { exchangeRate: 1.1, rounding: 1 }, 1000, 1100],
  ])("%s: %i → %i", (_label, conversion, gbp, converted) => {
    expect(convertPrice(gbp, conversion)).toBe(converted);
  });

  it("passes a missing price through as null", () => {
    expect(convertPrice(null, EUR)).toBeNull();
    expect(convertPrice(undefined, EUR)).toBeNull();
  });
});

describe("convertAmount: rate only, up to the minor unit", () => {
  it.each([
    [GBP, 450, 450],
    [EUR, 450, 518], // €5.175 → €5.18
    [USD, 1000, 1300],
  ])("%o: %i → %i", (conversion, gbp, converted) => {
    expect(convertAmount(gbp, conversion)).toBe(converted);
  });
});

import { describe, expect, it } from "vitest";
import {
  applyDiscountCode,
  discountNames,
  findDiscountCode,
  type MultiLicenceLine,
  multiLicenceParents,
  multiLicencePrice,
} from "./discounts";
import type { DiscountCodeRule } from "./rules";

const GBP = { exchangeRate: 1, rounding: 0 };
const EUR = { exchangeRate: 1.15, rounding: 5 };

describe("multiLicenceParents: a parent font under two or more licence types", () => {
  const style = (parentFontId: string, licenceType: MultiLicenceLine["licenceType"]) =>
    ({ itemType: "style", productId: `${parentFontId}-x`, parentFontId, licenceType }) as const;

  it.each<[string, MultiLicenceLine[], string[]]>([
    ["one type", [style("A", "basic"), style("A", "basic")], []],
    ["two types", [style("A", "basic"), style("A", "web")], ["A"]],
    [
      "a family and a style under different types",
      [
        { itemType: "family", productId: "A", parentFontId: "A", licenceType: "app" },
        style("A", "logo"),
      ],
      ["A"],
    ],
    ["types split across fonts", [style("A", "basic"), style("B", "web")], []],
    [
      "goods never count",
      [style("A", "basic"), { itemType: "goods", productId: "A", licenceType: "not_applicable" }],
      [],
    ],
    [
      "a line without a parent groups under its own product",
      [
        { itemType: "family", productId: "C", parentFontId: null, licenceType: "basic" },
        { itemType: "style", productId: "C", licenceType: "social" },
      ],
      ["C"],
    ],
  ])("%s", (_label, lines, parents) => {
    expect([...multiLicenceParents(lines)]).toEqual(parents);
  });
});

describe("multiLicencePrice: 10% off, the price rounded up to the penny", () => {
  it.each([
    [4500, 0.1, 4050],
    [4505, 0.1, 4055], // 4054.5 → 4055: the discount rounds down
    [333, 0.1, 300], // 299.7 → 300
    [18_000, 0.2, 14_400],
    [4500, 0, 4500],
  ])("%i at %d → %i", (price, rate, discounted) => {
    expect(multiLicencePrice(price, rate)).toBe(discounted);
  });
});

const codes: DiscountCodeRule[] = [
  {
    id: "welcome-10",
    code: "WELCOME10",
    description: "10% off a first order",
    kind: "percent",
    value: 10,
    expiresAt: "2027-12-31T23:59:59Z",
  },
  {
    id: "student-25",
    code: "STUDENT25",
    description: "25% off for students",
    kind: "percent",
    value: 25,
    usageLimit: 500,
  },
  { id: "fifteen", code: "TYPEFAIR15", description: "£15 off", kind: "fixed", value: 15 },
  {
    id: "old",
    code: "OLD-5",
    description: "£5 off",
    kind: "fixed",
    value: 5,
    expiresAt: "2025-10-31T23:59:59Z",
  },
];
const now = new Date("2026-11-22T12:00:00Z");

describe("applyDiscountCode", () => {
  it.each([
    // input, subtotal, conversion, usesSoFar, amount
    ["WELCOME10", 10_000, GBP, 0, 1000],
    [" welcome10 ", 10_000, GBP, 0, 1000], // case and spaces ignored
    ["WELCOME10", 3333, GBP, 0, 333], // 333.3 rounds down
    ["STUDENT25", 10_000, GBP, 499, 2500],
    ["TYPEFAIR15", 10_000, GBP, 0, 1500],
    ["TYPEFAIR15", 10_000, EUR, 0, 1725], // £15 at 1.15, not rounded up to €20
    ["TYPEFAIR15", 1000, GBP, 0, 1000], // never more than the subtotal
  ])(
    "%s on %i (%o, used %i times) takes off %i",
    (input, subtotal, conversion, usesSoFar, amount) => {
      const result = applyDiscountCode(input, { codes, subtotal, conversion, now, usesSoFar });
      expect(result).toMatchObject({ applies: true, amount });
    },
  );

  it.each([
    ["NOPE", now, 0, "unknown"],
    ["", now, 0, "unknown"],
    ["OLD-5", now, 0, "expired"],
    ["WELCOME10", new Date("2028-01-01T00:00:00Z"), 0, "expired"],
    ["STUDENT25", now, 500, "used_up"],
  ])("%s at %s, used %i times: %s", (input, when, usesSoFar, reason) => {
    expect(
      applyDiscountCode(input, { codes, subtotal: 10_000, conversion: GBP, now: when, usesSoFar }),
    ).toEqual({ applies: false, reason });
  });

  it("still applies at the very second it expires", () => {
    const result = applyDiscountCode("WELCOME10", {
      codes,
      subtotal: 10_000,
      conversion: GBP,
      now: new Date("2027-12-31T23:59:59Z"),
    });
    expect(result.applies).toBe(true);
  });

  it("finds the configured rule for what the customer typed", () => {
    expect(findDiscountCode("student25", codes)?.id).toBe("student-25");
    expect(findDiscountCode("   ", codes)).toBeUndefined();
  });
});

describe("discountNames: comma-joined in a fixed order", () => {
  it.each([
    [{}, ""],
    [{ family: true, multiLicence: true }, "Family discount, Multi-licence discount"],
    [{ multiLicence: true, family: true }, "Family discount, Multi-licence discount"],
    [{ online: true }, "Online discount"],
    [
      { online: true, family: true, multiLicence: true, codeDescription: "10% off a first order" },
      "Online discount, Family discount, Multi-licence discount, 10% off a first order",
    ],
    [{ codeDescription: "£15 off" }, "£15 off"],
  ])("%o → '%s'", (applied, names) => {
    expect(discountNames(applied)).toBe(names);
  });
});

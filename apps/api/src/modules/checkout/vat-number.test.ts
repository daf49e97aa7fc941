import { describe, expect, it } from "vitest";
import { countryCode } from "./country";
import { isVatNumberValid } from "./vat-number";

describe("isVatNumberValid", () => {
  it("accepts a number that passes the checksum and belongs to the billing country", () => {
    expect(isVatNumberValid("DE129273398", "DE")).toBe(true);
    expect(isVatNumberValid("de 129.273.398", "de")).toBe(true);
    expect(isVatNumberValid("IE6388047V", "IE")).toBe(true);
  });

  it("refuses a bad checksum, another country's number and junk", () => {
    expect(isVatNumberValid("DE129273399", "DE")).toBe(false);
    expect(isVatNumberValid("DE129273398", "FR")).toBe(false);
    expect(isVatNumberValid("", "DE")).toBe(false);
    expect(isVatNumberValid("VAT", "DE")).toBe(false);
  });
});

describe("countryCode", () => {
  it("normalises ISO 3166-1 alpha-2 codes and refuses anything else", () => {
    expect(countryCode(" gb ")).toBe("GB");
    expect(countryCode("UK")).toBe("GB");
    expect(countryCode("EL")).toBe("GR");
    for (const bad of ["XX", "GBR", "826", "", "United Kingdom"])
      expect(countryCode(bad)).toBeNull();
  });
});

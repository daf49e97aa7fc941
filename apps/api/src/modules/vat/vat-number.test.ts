import { describe, expect, it } from "vitest";
import { parseVatNumber } from "./vat-number";

describe("parseVatNumber", () => {
  it("gives VIES's form of a number that passes the checksum in the billing country", () => {
    expect(parseVatNumber("DE129273398", "DE")).toEqual({
      ok: true,
      vies: { countryCode: "DE", number: "129273398" },
    });
    expect(parseVatNumber("de 129.273-398", "de")).toMatchObject({ vies: { number: "129273398" } });
    expect(parseVatNumber("IE6388047V", "IE")).toMatchObject({ vies: { countryCode: "IE" } });
  });

  it("takes the billing country's prefix for a number typed without one", () => {
    expect(parseVatNumber("129 273 398", "DE")).toEqual({
      ok: true,
      vies: { countryCode: "DE", number: "129273398" },
    });
  });

  it("names Greece EL, as VAT numbers and VIES do", () => {
    expect(parseVatNumber("EL094259216", "GR")).toEqual({
      ok: true,
      vies: { countryCode: "EL", number: "094259216" },
    });
    expect(parseVatNumber("094259216", "GR")).toMatchObject({ vies: { countryCode: "EL" } });
  });

  it("refuses a bad checksum and junk as the format, another country's number as the country", () => {
    for (const bad of ["DE129273399", "", "VAT", "DE", "12"]) {
      expect(parseVatNumber(bad, "DE")).toEqual({ ok: false, problem: "format" });
    }
    expect(parseVatNumber("DE129273398", "FR")).toEqual({ ok: false, problem: "country" });
  });
});

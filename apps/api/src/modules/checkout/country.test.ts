import { describe, expect, it } from "vitest";
import { countryCode } from "./country";

describe("countryCode", () => {
  it("normalises ISO 3166-1 alpha-2 codes and refuses anything else", () => {
    expect(countryCode(" gb ")).toBe("GB");
    expect(countryCode("UK")).toBe("GB");
    expect(countryCode("EL")).toBe("GR");
    for (const bad of ["XX", "GBR", "826", "", "United Kingdom"])
      expect(countryCode(bad)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { countryName } from "./country-name";

describe("countryName", () => {
  it("names a country in British English", () => {
    expect([countryName("GB"), countryName("DE")]).toEqual(["United Kingdom", "Germany"]);
  });

  it("keeps a code it cannot name", () => {
    expect(countryName("not a code")).toBe("not a code");
  });
});

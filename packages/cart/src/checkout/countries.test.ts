import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryName, countryOptions } from "./countries";

describe("countries", () => {
  it("offers every code once", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it("names codes in British English", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("DE")).toBe("Germany");
  });

  it("falls back to the code for one it cannot name", () => {
    expect(countryName("not a code")).toBe("not a code");
  });

  it("names code after code with one set of display names", () => {
    const { DisplayNames } = Intl;
    let made = 0;
    // Intl's typings hold DisplayNames read-only; the property itself is writable.
    const replace = (value: typeof DisplayNames) =>
      Object.defineProperty(Intl, "DisplayNames", { value });
    replace(
      class extends DisplayNames {
        constructor(...args: ConstructorParameters<typeof DisplayNames>) {
          super(...args);
          made += 1;
        }
      },
    );
    try {
      expect([countryName("FR"), countryName("IT"), countryName("JP")]).toEqual([
        "France",
        "Italy",
        "Japan",
      ]);
      expect(made).toBeLessThanOrEqual(1);
    } finally {
      replace(DisplayNames);
    }
  });

  it("puts the United Kingdom first, then the rest by name", () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ value: "GB", label: "United Kingdom" });
    const rest = options.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator("en-GB").compare));
    expect(options).toHaveLength(COUNTRY_CODES.length);
  });
});

import { describe, expect, it } from "vitest";
import { parseTheme, themeCookie } from "./theme-cookie";

describe("the theme cookie", () => {
  it("reads dark, and light for anything else", () => {
    expect(parseTheme("dark")).toBe("dark");
    for (const value of ["light", "DARK", "", null, undefined])
      expect(parseTheme(value)).toBe("light");
  });

  it("is a site-wide, year-long, same-site cookie, secure on HTTPS", () => {
    expect(themeCookie("dark", false)).toBe(
      "studio_theme=dark; Path=/; SameSite=Lax; Max-Age=31536000",
    );
    expect(themeCookie("light", true)).toMatch(/; Secure$/);
  });
});

import { describe, expect, it } from "vitest";
import { fontHref } from "./font-href";

describe("fontHref (spec 2.1)", () => {
  const font = { slug: "manrope", playground: false, collaboration: false };

  it("puts retail fonts under /fonts", () => {
    expect(fontHref(font, "mx")).toBe("/fonts/manrope");
  });

  it("puts playground fonts under /playground", () => {
    expect(fontHref({ ...font, playground: true }, "mx")).toBe("/playground/manrope");
  });

  it("puts collaborations under the configured prefix", () => {
    expect(fontHref({ ...font, collaboration: true }, "mx")).toBe("/mx/manrope");
    expect(fontHref({ ...font, collaboration: true }, "ab")).toBe("/ab/manrope");
  });
});

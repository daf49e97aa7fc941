import { describe, expect, it } from "vitest";
import { sitePath } from "./preview-routes";

describe("sitePath", () => {
  it("keeps a path on the site, with its query", () => {
    expect(sitePath("/fonts/geist")).toBe("/fonts/geist");
    expect(sitePath("/work/halden-museum?x=1")).toBe("/work/halden-museum?x=1");
    expect(sitePath("/")).toBe("/");
  });

  it("refuses what would leave the site or is no path", () => {
    for (const value of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "fonts/geist",
      "/fonts\n/geist",
      "",
      null,
      undefined,
    ]) {
      expect(sitePath(value)).toBeNull();
    }
  });
});

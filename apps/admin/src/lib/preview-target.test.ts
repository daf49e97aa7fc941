import { describe, expect, it } from "vitest";
import { previewTarget } from "./preview-target";

describe("previewTarget", () => {
  it("opens an item's own page on its site", () => {
    expect(previewTarget("fonts", { slug: "geist" })).toEqual({
      site: "foundry",
      path: "/fonts/geist",
    });
    expect(previewTarget("studioWorks", { slug: "field-notes" })).toEqual({
      site: "studio",
      path: "/work/field-notes",
    });
    expect(previewTarget("products", { slug: "poster" })).toEqual({
      site: "studio",
      path: "/goods/poster",
    });
    expect(previewTarget("pages", { slug: "privacy-policy" })).toEqual({
      site: "foundry",
      path: "/privacy-policy",
    });
  });

  it("opens the page that lists a list file's items, and none for the launcher", () => {
    expect(previewTarget("classifications", [])).toEqual({ site: "foundry", path: "/fonts" });
    expect(previewTarget("studioArchive", [])).toEqual({ site: "studio", path: "/archive" });
    expect(previewTarget("launcher", {})).toBeNull();
  });

  it("keeps a slug inside its path segment", () => {
    expect(previewTarget("fonts", { slug: "a/../../b" })?.path).toBe("/fonts/a%2F..%2F..%2Fb");
    expect(previewTarget("fonts", { slug: 3 })?.path).toBe("/fonts");
  });
});

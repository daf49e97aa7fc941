import { describe, expect, it } from "vitest";
import { stampChangedStyleFiles } from "./style-file-stamps";

const NOW = new Date("2026-12-02T14:30:00.000Z");
const before = {
  id: "upload-sans",
  styles: [
    { id: "bold", file: "uploads/aaa.otf", updatedAt: "2026-11-01T09:00:00Z" },
    { id: "light", file: "uploads/bbb.otf" },
  ],
};

describe("stampChangedStyleFiles", () => {
  it("stamps a style whose file changed, and leaves the others as they were", () => {
    const after = {
      ...before,
      styles: [{ ...before.styles[0], file: "uploads/ccc.otf" }, before.styles[1]],
    };
    expect(stampChangedStyleFiles(before, after, NOW)).toEqual({
      id: "upload-sans",
      styles: [
        { id: "bold", file: "uploads/ccc.otf", updatedAt: "2026-12-02T14:30:00.000Z" },
        { id: "light", file: "uploads/bbb.otf" },
      ],
    });
  });

  it("stamps a new style, and every style of a new font but one given a time", () => {
    const added = {
      ...before,
      styles: [...before.styles, { id: "black", file: "uploads/ddd.otf" }],
    };
    expect(
      (stampChangedStyleFiles(before, added, NOW) as typeof before).styles.map(
        (style) => style.updatedAt,
      ),
    ).toEqual(["2026-11-01T09:00:00Z", undefined, "2026-12-02T14:30:00.000Z"]);
    expect(
      (stampChangedStyleFiles(undefined, before, NOW) as typeof before).styles.map(
        (style) => style.updatedAt,
      ),
    ).toEqual(["2026-11-01T09:00:00Z", "2026-12-02T14:30:00.000Z"]);
  });

  it("keeps a time the editor set with the new file, and a draft without styles as it is", () => {
    const set = {
      ...before,
      styles: [{ id: "bold", file: "uploads/ccc.otf", updatedAt: "2026-12-01T00:00:00Z" }],
    };
    expect(stampChangedStyleFiles(before, set, NOW)).toEqual(set);
    // A client that sends the style afresh, without its time, still gets a new one.
    const afresh = { ...before, styles: [{ id: "bold", file: "uploads/ccc.otf" }] };
    expect(stampChangedStyleFiles(before, afresh, NOW)).toEqual({
      ...before,
      styles: [{ id: "bold", file: "uploads/ccc.otf", updatedAt: "2026-12-02T14:30:00.000Z" }],
    });
    const page = { slug: "about", title: "About" };
    expect(stampChangedStyleFiles(page, page, NOW)).toBe(page);
  });
});

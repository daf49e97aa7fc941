import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-changes";

describe("fieldChanges", () => {
  it("names each changed, added and removed field by its path, old and new", () => {
    const published = {
      name: "Geist",
      pricePerStyleGbp: 70,
      styles: [{ id: "geist-bold", file: "geist/Bold.ttf" }],
      seo: { title: "Geist" },
    };
    const draft = {
      name: "Geist",
      pricePerStyleGbp: 75,
      styles: [
        { id: "geist-bold", file: "uploads/abc.ttf" },
        { id: "geist-black", file: "uploads/def.ttf" },
      ],
      hidden: true,
    };
    expect(fieldChanges(published, draft)).toEqual([
      { path: "pricePerStyleGbp", before: "70", after: "75" },
      { path: "styles.0.file", before: "geist/Bold.ttf", after: "uploads/abc.ttf" },
      { path: "seo.title", before: "Geist", after: null },
      { path: "styles.1.id", before: null, after: "geist-black" },
      { path: "styles.1.file", before: null, after: "uploads/def.ttf" },
      { path: "hidden", before: null, after: "true" },
    ]);
  });

  it("finds nothing between equal files, and every field of a new one", () => {
    expect(fieldChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(fieldChanges(null, { name: "New" })).toEqual([
      { path: "name", before: null, after: "New" },
    ]);
  });
});

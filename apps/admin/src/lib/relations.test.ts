import { describe, expect, it } from "vitest";
import { relationOf, relationsOf } from "./relations";

describe("relationOf", () => {
  it("names the relation of a font's fields, at any depth for an image's font", () => {
    expect(relationOf("fonts", "classification")).toBe("classifications");
    expect(relationOf("fonts", "designer")).toBe("designers");
    expect(relationOf("fonts", "parentFont")).toBe("fonts");
    expect(relationOf("fonts", "scripts.2.value")).toBe("fonts");
    expect(relationOf("fonts", "pairing.pairedFonts.0.value")).toBe("fonts");
    expect(relationOf("fonts", "topImage.font")).toBe("fonts");
    expect(relationOf("studioWorks", "images.1.font")).toBe("fonts");
  });

  it("names fonts in use's fonts and categories, and a work's category", () => {
    expect(relationOf("fontsInUse", "fonts.0.value")).toBe("fonts");
    expect(relationOf("fontsInUse", "categories.1.value")).toBe("fontsInUseCategories");
    expect(relationOf("studioWorks", "category")).toBe("studioWorkCategories");
  });

  it("names none for the other fields", () => {
    expect(relationOf("fonts", "name")).toBeUndefined();
    expect(relationOf("fonts", "fontName")).toBeUndefined();
    expect(relationOf("fonts", "styles.0.file")).toBeUndefined();
    expect(relationOf("studioWorks", "designer")).toBeUndefined();
  });
});

describe("relationsOf", () => {
  it("offers each item once, by its key and name, in name order", () => {
    const relations = relationsOf({
      fonts: [
        { slug: "source-serif-4", name: "Source Serif 4", designer: "Frank Grießhammer" },
        { slug: "geist", name: "Geist", designer: "Vercel and Basement Studio" },
        { slug: "geist-mono", name: "Geist Mono", designer: "Vercel and Basement Studio" },
      ],
      classifications: [{ id: "serif", name: "Serif" }],
      fontsInUseCategories: [],
      studioWorkCategories: [{ id: "identity", name: "Identity" }],
    });
    expect(relations.fonts).toEqual([
      { value: "geist", label: "Geist" },
      { value: "geist-mono", label: "Geist Mono" },
      { value: "source-serif-4", label: "Source Serif 4" },
    ]);
    expect(relations.designers).toEqual([
      { value: "Frank Grießhammer", label: "Frank Grießhammer" },
      { value: "Vercel and Basement Studio", label: "Vercel and Basement Studio" },
    ]);
    expect(relations.classifications).toEqual([{ value: "serif", label: "Serif" }]);
    expect(relations.studioWorkCategories).toEqual([{ value: "identity", label: "Identity" }]);
  });
});

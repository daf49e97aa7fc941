import { describe, expect, it } from "vitest";
import { CONTENT_BLOCK_TYPES, contentBlock } from "./blocks";
import { imageSource } from "./common";
import { fontSource } from "./font";

/** Spec section 3's block table, by the `type` each kind has in the sources. */
const SPEC_BLOCK_KINDS = [
  "image",
  "text",
  "splitText",
  "textAndList",
  "quote",
  "carousel",
  "imageGrid",
  "video",
  "table",
  "tiledImage",
  "tiledContent",
  "masonryGrid",
  "button",
  "section",
  "glyphTable",
  "moreGoods",
];

const poster = { alt: "Meridian", font: "inter", text: "Aa" };

const minimalFont = {
  id: "test-font",
  name: "Test Sans",
  baseName: "Test Sans",
  slug: "test-sans",
  designer: "A. Designer",
  classification: "sans-serif",
  initialText: "Hamburgefonstiv",
  initialStyle: "Regular",
  styles: [{ id: "test-sans-regular", name: "Regular", file: "inter/Inter-Regular.ttf" }],
  pricePerStyleGbp: 50,
  topImage: poster,
  intro: "A test face.",
};

describe("content schemas", () => {
  it("cover every content block kind of the spec's table", () => {
    expect([...CONTENT_BLOCK_TYPES].sort()).toEqual([...SPEC_BLOCK_KINDS].sort());
  });

  it("keep the spec's field names on blocks (Button, Section, Video)", () => {
    expect(
      contentBlock.parse({
        type: "button",
        buttonText: "Buy",
        mobileTextOverride: "Buy",
        linkHref: "/fonts",
      }),
    ).toMatchObject({ buttonText: "Buy", mobileTextOverride: "Buy", linkHref: "/fonts" });
    expect(
      contentBlock.parse({ type: "section", heading: "Logos", backgroundColour: "#ffffff" }),
    ).toMatchObject({
      heading: "Logos",
    });
    expect(() => contentBlock.parse({ type: "table", data: [["only a header"]] })).toThrow(
      /a table needs a header row and a body row/,
    );
  });

  it("fill an image source's defaults and refuse a bad colour", () => {
    expect(imageSource.parse(poster)).toMatchObject({
      layout: "poster",
      width: 2400,
      height: 1350,
      focalPoint: { x: 0.5, y: 0.5 },
    });
    const result = imageSource.safeParse({ ...poster, background: "white" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["background"],
      message: "must be a hex colour like '#1a1a1a'",
    });
  });

  it("accept a minimal retail font with the spec's defaults", () => {
    const font = fontSource.parse(minimalFont);
    expect(font).toMatchObject({
      hidden: false,
      playground: false,
      collaboration: false,
      new: false,
      familyDiscount: 0.5,
      status: "published",
    });
    expect(font.styles[0]).toMatchObject({ variable: false, width: "normal" });
  });

  it("refuse a retail font without a price, and font files outside node_modules", () => {
    const { pricePerStyleGbp: _, ...unpriced } = minimalFont;
    expect(fontSource.safeParse(unpriced).error?.issues).toContainEqual(
      expect.objectContaining({
        path: ["pricePerStyleGbp"],
        message: "a retail font needs a price per style",
      }),
    );
    const escaping = {
      ...minimalFont,
      styles: [{ ...minimalFont.styles[0], file: "inter/../../secrets.ttf" }],
    };
    expect(fontSource.safeParse(escaping).error?.issues).toContainEqual(
      expect.objectContaining({
        path: ["styles", 0, "file"],
        message: "must not leave node_modules ('..')",
      }),
    );
  });

  it("require each section's own page for playground and collaboration fonts", () => {
    const issues = fontSource.safeParse({ ...minimalFont, playground: true, collaboration: true })
      .error?.issues;
    expect(issues?.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["playgroundPage", "collaborationPage"]),
    );
  });

  it("check that testers name one of the font's styles", () => {
    const result = fontSource.safeParse({
      ...minimalFont,
      sampleTypetesters: [{ text: "Hello", style: "Black", size: 64 }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["sampleTypetesters", 0, "style"],
      message: "names no style of this font (styles: Regular)",
    });
  });
});

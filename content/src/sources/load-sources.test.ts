import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { MINIMAL_CATALOGUE, minimalWith, NODE_MODULES_DIR } from "./__fixtures__/minimal-copy";
import {
  formatSourceErrors,
  type LoadSourcesResult,
  loadSources,
  type SourceError,
} from "./load-sources";

const contentDir = fileURLToPath(new URL("../..", import.meta.url));
const nodeModulesDir = NODE_MODULES_DIR;
const minimal = MINIMAL_CATALOGUE;

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const fixtureWith = (files: Record<string, string | null>) => minimalWith(files, temporary);

const load = (dir: string) => loadSources(dir, { nodeModulesDir });

function errorsOf(result: LoadSourcesResult): SourceError[] {
  if (result.ok) throw new Error("expected the sources to fail");
  return result.errors;
}

const fixtureSerif = `id: fixture-serif
name: Fixture Serif
baseName: Fixture Serif
slug: fixture-serif
designer: Frank Grießhammer
classification: serif
initialText: Handgloves
initialStyle: Regular
pricePerStyleGbp: 50
styles:
  - id: fixture-serif-regular
    name: Regular
    file: source-serif/OTF/SourceSerif4-Regular.otf
  - id: fixture-serif-italic
    name: Italic
    file: source-serif/OTF/SourceSerif4-It.otf
topImage: { alt: Fixture Serif set large, font: fixture-serif, text: Aa }
featuredFontInUse: fiu-poster
intro: A serif for tests.
`;

describe("loadSources", () => {
  it("loads the real catalogue with no errors", async () => {
    const result = await loadSources(contentDir);
    expect(result.ok ? "" : formatSourceErrors(result.errors)).toBe("");
  });

  it("loads a catalogue, applying defaults and grouping items by kind", async () => {
    const result = await load(minimal);
    if (!result.ok) throw new Error(formatSourceErrors(result.errors));
    const { sources } = result;
    expect(sources.site.brand).toBe("Fixture");
    expect(sources.fonts.map((font) => font.slug)).toEqual([
      "fixture-serif",
      "fixture-serif-display",
    ]);
    const serif = sources.fonts[0]!;
    expect(serif.initialSize).toBe(120);
    expect(serif.topImage.layout).toBe("poster");
    expect(serif.styles[0]?.width).toBe("normal");
    // A style written without dates takes its font's.
    expect(serif.styles[1]?.publishedAt).toBe("2025-03-04T09:00:00Z");
    expect(sources.studioWorks[0]?.mobileImages).toEqual([]);
    expect(sources.customFonts).toEqual([]);
  });

  it("loads a Markdown page with its body as one text block, parsed to rich text", async () => {
    const result = await load(minimal);
    if (!result.ok) throw new Error(formatSourceErrors(result.errors));
    const policy = result.sources.pages.find((page) => page.slug === "privacy-policy");
    expect(policy?.title).toBe("Privacy Policy");
    const text = (value: string) => ({ type: "text", value });
    expect(policy?.content).toEqual([
      {
        type: "text",
        body: {
          type: "root",
          children: [
            { type: "heading", depth: 2, children: [text("What we store")] },
            {
              type: "paragraph",
              children: [
                text("We store "),
                { type: "strong", children: [text("nothing")] },
                text(" but a cookie called "),
                { type: "inlineCode", value: "accepted_cookies2" },
                text("."),
              ],
            },
          ],
        },
        leftAlign: false,
        narrow: false,
      },
    ]);
  });

  it("names the file and the line of a construct the sites cannot render", async () => {
    const dir = await fixtureWith({
      // Line 9 opens the body; the image is on its third line.
      "pages/privacy-policy.md": readFileSync(
        path.join(minimal, "pages/privacy-policy.md"),
        "utf8",
      ).replace("We store", "![A cookie](/cookie.png)\n\nWe store"),
      // A literal block keeps its lines; a folded one joins them, and the line is found by text.
      "studio/setup.yaml": readFileSync(path.join(minimal, "studio/setup.yaml"), "utf8")
        .replace(
          "  intro: Work for tests.",
          "  intro: |-\n    Work for tests.\n\n    <b>Bold</b> work.",
        )
        .replace(
          "  body: Write to studio@fixture.example.",
          "  body: >-\n    Write to us\n    by post\n    or [call](tel:+441234567890).",
        ),
    });
    expect(errorsOf(await load(dir))).toEqual([
      {
        file: "pages/privacy-policy.md",
        field: "content.0.body",
        message: "'![A cookie](/cookie.png)': images are not set in text: use an image block",
        line: 11,
      },
      {
        file: "studio/setup.yaml",
        field: "index.intro",
        message: "'<b>': raw HTML is not allowed in text: write Markdown",
        line: 11,
      },
      {
        file: "studio/setup.yaml",
        field: "index.intro",
        message: "'</b>': raw HTML is not allowed in text: write Markdown",
        line: 11,
      },
      {
        file: "studio/setup.yaml",
        field: "contact.body",
        message:
          "'[call](tel:+441234567890)': the link target 'tel:+441234567890' is not allowed: links lead to http:// or https:// addresses, mailto: addresses or site paths starting with '/'",
        line: 23,
      },
    ]);
  });

  it("names the file, the field and what is wrong, collecting every error", async () => {
    const dir = await fixtureWith({
      "fonts/fixture-serif.yaml": fixtureSerif
        .replace("pricePerStyleGbp: 50", "pricePerStyleGbp: fifty")
        .replace("SourceSerif4-It.otf", "SourceSerif4-Italic.otf"),
      "widths.yaml": "- id: normal\n",
    });
    const errors = errorsOf(await load(dir));
    expect(errors).toContainEqual({
      file: "fonts/fixture-serif.yaml",
      field: "pricePerStyleGbp",
      message: "must be a number, not 'fifty'",
      line: 9,
    });
    // The same font's missing file is reported in the same run.
    expect(errors).toContainEqual(
      expect.objectContaining({ file: "fonts/fixture-serif.yaml", field: "styles.1.file" }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        file: "widths.yaml",
        field: "0.name",
        message: "is required (string)",
      }),
    );
    const output = formatSourceErrors(errors);
    expect(output).toContain(
      "content/fonts/fixture-serif.yaml › pricePerStyleGbp: must be a number",
    );
    expect(output).toContain("content/widths.yaml › 0.name: is required (string)");
  });

  it("reports a style file that does not exist", async () => {
    const dir = await fixtureWith({
      "fonts/fixture-serif.yaml": fixtureSerif.replace(
        "SourceSerif4-It.otf",
        "SourceSerif4-Italic.otf",
      ),
    });
    const errors = errorsOf(await load(dir));
    expect(errors).toEqual([
      {
        file: "fonts/fixture-serif.yaml",
        field: "styles.1.file",
        message: "file not found: node_modules/source-serif/OTF/SourceSerif4-Italic.otf",
        line: 16,
      },
    ]);
    expect(formatSourceErrors(errors)).toBe(
      "content/fonts/fixture-serif.yaml › styles.1.file: file not found: node_modules/source-serif/OTF/SourceSerif4-Italic.otf (line 16)",
    );
  });

  it("flags a misspelt field that zod would otherwise drop", async () => {
    const dir = await fixtureWith({
      "fonts/fixture-serif.yaml": `${fixtureSerif}topImageMobil: { alt: Aa, font: fixture-serif, text: Aa }\n`,
    });
    expect(errorsOf(await load(dir))).toEqual([
      expect.objectContaining({
        file: "fonts/fixture-serif.yaml",
        field: "topImageMobil",
        message: "unknown field 'topImageMobil' (did you mean 'topImageMobile'?)",
      }),
    ]);
  });

  it("catches a broken cross-reference", async () => {
    const dir = await fixtureWith({
      "fonts-in-use/fiu-poster.yaml": `id: fiu-poster
projectName: A poster
image: { alt: A poster, font: fixture-serif, style: Bold, text: Poster }
fonts: [fixture-serif, fixture-sanz]
categories: [editorial, signage]
`,
    });
    const errors = errorsOf(await load(dir));
    // Sorted by file, then by line.
    expect(errors.map(({ field, message }) => `${field}: ${message}`)).toEqual([
      "image.style: font 'fixture-serif' has no style 'Bold' (styles: Regular, Italic)",
      "fonts.1: no font has the slug 'fixture-sanz' (did you mean 'fixture-serif'?)",
      "categories.1: no fonts-in-use category has the id 'signage'",
    ]);
    expect(errors.every((error) => error.file === "fonts-in-use/fiu-poster.yaml")).toBe(true);
  });

  it("reports a missing required file", async () => {
    const dir = await fixtureWith({ "site.yaml": null });
    expect(errorsOf(await load(dir))).toContainEqual({
      file: "site.yaml",
      field: "",
      message: "missing: the catalogue needs this file",
    });
  });

  it("reports an empty required file as empty, not as missing too", async () => {
    const dir = await fixtureWith({ "site.yaml": "" });
    expect(errorsOf(await load(dir))).toEqual([
      { file: "site.yaml", field: "", message: "is empty" },
    ]);
  });

  it("does not let a parent font have a parent of its own", async () => {
    const dir = await fixtureWith({
      "fonts/fixture-serif.yaml": fixtureSerif.replace(
        "classification: serif",
        "classification: serif\nparentFont: fixture-serif-display",
      ),
    });
    const messages = errorsOf(await load(dir)).map(
      (error) => `${error.file} › ${error.field}: ${error.message}`,
    );
    expect(messages).toContain(
      "fonts/fixture-serif-display.yaml › parentFont: 'fixture-serif' is itself a child of 'fixture-serif-display': a parent font cannot have a parent",
    );
  });

  it("reports a YAML syntax error with its file and line", async () => {
    const dir = await fixtureWith({
      "fonts-in-use/fiu-poster.yaml":
        "id: fiu-poster\nprojectName: A poster\nfonts: [fixture-serif\ncategories: [editorial]\n",
    });
    const errors = errorsOf(await load(dir));
    const syntax = errors.filter((error) => error.file === "fonts-in-use/fiu-poster.yaml");
    expect(syntax).toHaveLength(1);
    expect(syntax[0]).toMatchObject({ field: "", line: 4 });
    expect(syntax[0]?.message).toMatch(/^YAML syntax error: /);
    // The font that features it still loads, and is told what it links to is broken.
    expect(errors).toContainEqual(
      expect.objectContaining({
        file: "fonts/fixture-serif.yaml",
        field: "featuredFontInUse",
        message: "no fonts-in-use item has the id 'fiu-poster'",
      }),
    );
  });

  it("catches duplicate slugs and a slug that does not match its file name", async () => {
    const copy = readFileSync(path.join(minimal, "fonts/fixture-serif-display.yaml"), "utf8");
    const dir = await fixtureWith({
      "fonts/fixture-serif-display-copy.yaml": copy
        .replace("id: fixture-serif-display", "id: fixture-serif-display-copy")
        .replaceAll("fixture-serif-display-regular", "fixture-serif-display-copy-regular"),
    });
    const errors = errorsOf(await load(dir));
    expect(errors).toEqual([
      expect.objectContaining({
        file: "fonts/fixture-serif-display-copy.yaml",
        field: "slug",
        message:
          "duplicate font slug 'fixture-serif-display': fonts/fixture-serif-display.yaml has it too",
      }),
      expect.objectContaining({
        file: "fonts/fixture-serif-display-copy.yaml",
        field: "slug",
        message:
          "'fixture-serif-display' does not match the file name: rename the file to 'fixture-serif-display.yaml' or set slug to 'fixture-serif-display-copy'",
      }),
    ]);
  });

  it("checks images, content blocks and initial styles against the fonts", async () => {
    const dir = await fixtureWith({
      "pages/about.yaml": `id: about
slug: about
title: About
content:
  - type: glyphTable
    font: fixture-serif
    style: Black
  - type: image
    image: { alt: A, font: fixture-sans, text: A }
    caseStudy: nowhere
  - type: carousel
    images: [{ alt: A, font: fixture-serif, text: A }]
`,
      "fonts/fixture-serif.yaml": fixtureSerif.replace("initialStyle: Regular", "initialStyle: VF"),
    });
    const errors = errorsOf(await load(dir));
    expect(errors.map(({ file, field, message }) => `${file} › ${field}: ${message}`)).toEqual([
      "fonts/fixture-serif.yaml › initialStyle: 'VF' means the variable style, and this font has no style with variable: true",
      "pages/about.yaml › content.0.style: font 'fixture-serif' has no style 'Black' (styles: Regular, Italic)",
      "pages/about.yaml › content.1.image.font: no font has the slug 'fixture-sans' (did you mean 'fixture-serif'?)",
      "pages/about.yaml › content.1.caseStudy: no case study has the slug 'nowhere'",
      "pages/about.yaml › content.2.images: a carousel needs at least two images",
    ]);
  });

  it("keeps published items from linking to drafts", async () => {
    const dir = await fixtureWith({
      "fonts-in-use/fiu-poster.yaml": `id: fiu-poster
projectName: A poster
status: draft
image: { alt: A poster, font: fixture-serif, text: Poster }
fonts: [fixture-serif]
categories: [editorial]
`,
    });
    expect(errorsOf(await load(dir))).toEqual([
      expect.objectContaining({
        file: "fonts/fixture-serif.yaml",
        field: "featuredFontInUse",
        message:
          "fonts-in-use item 'fiu-poster' is a draft, which the live site does not serve: publish it or link elsewhere",
      }),
    ]);
  });

  it("points errors in a Markdown page at its front matter or its body", async () => {
    const dir = await fixtureWith({
      "pages/privacy-policy.md":
        "---\n\nid: privacy-policy\nslug: privacy-policy\ntitel: Privacy\n---\n\n\n",
    });
    expect(errorsOf(await load(dir))).toEqual([
      {
        file: "pages/privacy-policy.md",
        field: "title",
        message: "is required (string)",
        line: 3,
      },
      {
        file: "pages/privacy-policy.md",
        field: "titel",
        message: "unknown field 'titel' (did you mean 'title'?)",
        line: 5,
      },
      {
        file: "pages/privacy-policy.md",
        field: "content.0.body",
        message: "must not be empty",
        line: 9,
      },
    ]);
  });

  it("reports a Markdown page without front matter", async () => {
    const dir = await fixtureWith({
      "pages/privacy-policy.md": "# Privacy\n\nNo front matter here.\n",
    });
    expect(errorsOf(await load(dir))).toEqual([
      expect.objectContaining({ file: "pages/privacy-policy.md", field: "", line: 1 }),
    ]);
  });
});

import path from "node:path";
import type { z } from "zod";
import {
  type ContentBlock,
  contentBlock,
  type FontInUse,
  type FontSource,
  imageSource,
  type SiteConfig,
  type StudioSetup,
  type StudioWork,
} from "../schema";
import type { ErrorCollector, SourceEntry } from "./errors";
import { SOURCE_LAYOUT, type SourceKind } from "./layout";
import { didYouMean, show } from "./messages";
import { isPlainObject, type SchemaPath, walkWithSchema } from "./schema-walk";
import { isFile, type StyleFileResolver } from "./style-files";

/**
 * The checks that need more than one item: uniqueness within a kind, file names, every reference
 * from one item to another, and the font files (DESIGN 5.1). Font and link checks run on the
 * items that validated; uniqueness, images, content blocks and font files are read from what was
 * written, so they run on broken items too. Names are looked up among everything written, so one
 * broken item does not make every reference to it fail as well.
 */

interface Target {
  entry: SourceEntry;
  status: string;
}

type ChildKind = "customFonts" | "modifiedFonts" | "caseStudies" | "fontsInUse" | "fonts";

const NOUNS: Record<SourceKind, string> = {
  site: "site",
  classifications: "classification",
  widths: "width",
  opentypeFeatures: "OpenType feature",
  fontsInUseCategories: "fonts-in-use category",
  pageSeo: "page SEO",
  launcher: "launcher",
  fonts: "font",
  customFonts: "custom font",
  modifiedFonts: "modified font",
  caseStudies: "case study",
  fontsInUse: "fonts-in-use item",
  infoPages: "information page",
  pages: "page",
  products: "product",
  studioSetup: "studio setup",
  studioWorkCategories: "work category",
  studioWorks: "studio work",
  studioArchive: "archive item",
  studioPages: "studio page",
};

/** The schema's pattern for a style file: `<package>/<path>.otf|ttf|woff2`. */
const STYLE_FILE = /^(@[^/]+\/)?[^/]+\/.+\.(otf|ttf|woff2)$/;

type TiledContentType = Extract<ContentBlock, { type: "tiledContent" }>["contentType"];

/** What a tiled-content block's items name: slugs, or ids for fonts in use. */
const TILED_CONTENT_KINDS: Record<TiledContentType, { kind: ChildKind; field: "slug" | "id" }> = {
  customFonts: { kind: "customFonts", field: "slug" },
  modifiedFonts: { kind: "modifiedFonts", field: "slug" },
  caseStudies: { kind: "caseStudies", field: "slug" },
  fontsInUse: { kind: "fontsInUse", field: "id" },
  fonts: { kind: "fonts", field: "slug" },
};

function describeEntry(entry: SourceEntry): string {
  return entry.prefix.length > 0 ? `${entry.file} (item ${entry.prefix.join(".")})` : entry.file;
}

function statusOf(entry: SourceEntry): string {
  const status = isPlainObject(entry.raw) ? entry.raw.status : undefined;
  return typeof status === "string" ? status : "published";
}

function stringField(entry: SourceEntry, field: string): string | undefined {
  const value = isPlainObject(entry.raw) ? entry.raw[field] : undefined;
  return typeof value === "string" ? value : undefined;
}

export interface CheckOptions {
  /** Where style files are on disk (`<package>/<path>` in content/node_modules by default). */
  resolveStyleFile: StyleFileResolver;
}

export async function checkCatalogue(
  entries: SourceEntry[],
  report: ErrorCollector,
  options: CheckOptions,
): Promise<void> {
  const byKind = new Map<SourceKind, SourceEntry[]>();
  for (const entry of entries) {
    const list = byKind.get(entry.kind) ?? [];
    list.push(entry);
    byKind.set(entry.kind, list);
  }
  const of = (kind: SourceKind) => byKind.get(kind) ?? [];
  const valid = <T>(kind: SourceKind) =>
    of(kind)
      .filter((entry) => entry.data !== undefined)
      .map((entry) => ({ entry, data: entry.data as T }));

  // Every written name, by kind and field, from the raw data (see the note at the top).
  const indexes = new Map<string, Map<string, Target>>();
  const index = (kind: SourceKind, field: "slug" | "id" | "unicodeTag") => {
    const key = `${kind}.${field}`;
    let map = indexes.get(key);
    if (!map) {
      map = new Map();
      for (const entry of of(kind)) {
        const value = stringField(entry, field);
        if (value !== undefined && !map.has(value)) {
          map.set(value, { entry, status: statusOf(entry) });
        }
      }
      indexes.set(key, map);
    }
    return map;
  };

  /** Checks that `value` names an item of `kind`; a published item may not link to a draft. */
  const ref = (
    from: SourceEntry,
    at: SchemaPath,
    kind: SourceKind,
    field: "slug" | "id" | "unicodeTag",
    value: string,
    { draftAllowed = false } = {},
  ): Target | undefined => {
    const targets = index(kind, field);
    const target = targets.get(value);
    if (!target) {
      report.at(
        from,
        at,
        `no ${NOUNS[kind]} has the ${field} '${value}'${didYouMean(value, targets.keys())}`,
      );
      return undefined;
    }
    if (!draftAllowed && target.status === "draft" && statusOf(from) !== "draft") {
      report.at(
        from,
        at,
        `${NOUNS[kind]} '${value}' is a draft, which the live site does not serve: publish it or link elsewhere`,
      );
    }
    return target;
  };

  checkUniqueness(of, report);
  checkFileNames(of, report);

  const fonts = valid<FontSource>("fonts");
  const fontBySlug = new Map(fonts.map((font) => [font.data.slug, font.data]));

  /** Checks that `style` names a style of the font `slug` (when that font validated). */
  const styleOf = (from: SourceEntry, at: SchemaPath, slug: string, style: string) => {
    const font = fontBySlug.get(slug);
    if (!font) return;
    const names = font.styles.map((item) => item.name);
    if (!names.includes(style)) {
      report.at(
        from,
        at,
        `font '${slug}' has no style '${style}'${didYouMean(style, names)} (styles: ${names.join(", ")})`,
      );
    }
  };

  const featureTags = index("opentypeFeatures", "unicodeTag");
  const checkFeatures = (from: SourceEntry, at: SchemaPath, tags: string[]) => {
    tags.forEach((tag, position) => {
      if (!featureTags.has(tag)) {
        report.at(
          from,
          [...at, position],
          `OpenType feature '${tag}' has no name in opentype-features.yaml${didYouMean(tag, featureTags.keys())}`,
        );
      }
    });
  };

  // Fonts.
  for (const { entry, data: font } of fonts) {
    checkFont(entry, font);
  }

  function checkFont(entry: SourceEntry, font: FontSource) {
    const styleNames = font.styles.map((style) => style.name);
    const variableStyles = font.styles.filter((style) => style.variable);
    ref(entry, ["classification"], "classifications", "id", font.classification);
    font.styles.forEach((style, position) => {
      ref(entry, ["styles", position, "width"], "widths", "id", style.width);
    });

    if (font.playground && font.collaboration) {
      report.at(
        entry,
        ["collaboration"],
        "a font belongs to one section: playground or collaboration, not both",
      );
    }

    const selfLink = (at: SchemaPath, value: string | undefined) => {
      if (value === font.slug) report.at(entry, at, "a font cannot link to itself");
      return value !== undefined && value !== font.slug;
    };

    if (font.parentFont !== undefined && selfLink(["parentFont"], font.parentFont)) {
      const target = ref(entry, ["parentFont"], "fonts", "slug", font.parentFont);
      const grandParent = target && stringField(target.entry, "parentFont");
      if (grandParent !== undefined) {
        report.at(
          entry,
          ["parentFont"],
          `'${font.parentFont}' is itself a child of '${grandParent}': a parent font cannot have a parent`,
        );
      }
    }
    if (font.referenceFont !== undefined && selfLink(["referenceFont"], font.referenceFont)) {
      ref(entry, ["referenceFont"], "fonts", "slug", font.referenceFont);
    }
    font.scripts.forEach((script, position) => {
      if (selfLink(["scripts", position], script)) {
        ref(entry, ["scripts", position], "fonts", "slug", script);
      }
    });

    if (font.pairing) {
      const { pairing } = font;
      if (!styleNames.includes(pairing.headline.style)) {
        report.at(
          entry,
          ["pairing", "headline", "style"],
          `the headline is set in this font, which has no style '${pairing.headline.style}' (styles: ${styleNames.join(", ")})`,
        );
      }
      pairing.pairedFonts.forEach((paired, position) => {
        if (!selfLink(["pairing", "pairedFonts", position], paired)) return;
        if (!ref(entry, ["pairing", "pairedFonts", position], "fonts", "slug", paired)) return;
        // The body text is set in the paired fonts, so each of them needs the body style.
        styleOf(entry, ["pairing", "body", "style"], paired, pairing.body.style);
      });
    }

    if (font.featuredFontInUse !== undefined) {
      const target = ref(entry, ["featuredFontInUse"], "fontsInUse", "id", font.featuredFontInUse);
      const used = target?.entry.data as FontInUse | undefined;
      if (used && !used.fonts.includes(font.slug)) {
        report.at(
          entry,
          ["featuredFontInUse"],
          `fonts-in-use item '${font.featuredFontInUse}' does not list '${font.slug}' among its fonts`,
        );
      }
    }

    const initialIsVariable = font.initialStyle === "VF" && variableStyles.length > 0;
    if (!styleNames.includes(font.initialStyle) && !initialIsVariable) {
      report.at(
        entry,
        ["initialStyle"],
        font.initialStyle === "VF"
          ? "'VF' means the variable style, and this font has no style with variable: true"
          : `names no style of this font${didYouMean(font.initialStyle, styleNames)} (styles: ${styleNames.join(", ")}; 'VF' means the variable style)`,
      );
    }

    if (font.autoplayAxes.length > 0 && variableStyles.length === 0) {
      report.at(entry, ["autoplayAxes"], "only a font with a variable style can animate its axes");
    }

    font.sampleTypetesters.forEach((tester, position) => {
      checkFeatures(
        entry,
        ["sampleTypetesters", position, "opentypeFeatures"],
        tester.opentypeFeatures,
      );
    });

    font.playgroundPage?.samples.forEach((sample, position) => {
      const at: SchemaPath = ["playgroundPage", "samples", position];
      const style = font.styles.find((item) => item.name === sample.style);
      if (!style) {
        report.at(
          entry,
          [...at, "style"],
          `names no style of this font${didYouMean(sample.style, styleNames)} (styles: ${styleNames.join(", ")})`,
        );
      } else if (sample.animateAxes.length > 0 && !style.variable) {
        report.at(
          entry,
          [...at, "animateAxes"],
          `animates axes, but style '${sample.style}' is not variable`,
        );
      }
      checkFeatures(entry, [...at, "opentypeFeatures"], sample.opentypeFeatures);
    });
  }

  // Fonts in use.
  for (const { entry, data } of valid<FontInUse>("fontsInUse")) {
    data.fonts.forEach((slug, position) => {
      ref(entry, ["fonts", position], "fonts", "slug", slug);
    });
    data.categories.forEach((id, position) => {
      ref(entry, ["categories", position], "fontsInUseCategories", "id", id);
    });
  }

  // The site.
  for (const { entry, data } of valid<SiteConfig>("site")) {
    ref(entry, ["homepageFont"], "fonts", "slug", data.homepageFont);
    const seen = new Set<string>();
    data.homepageFonts.forEach((slug, position) => {
      if (seen.has(slug)) {
        report.at(entry, ["homepageFonts", position], `'${slug}' is listed twice`);
      }
      seen.add(slug);
      ref(entry, ["homepageFonts", position], "fonts", "slug", slug);
    });
  }

  // The studio.
  for (const { entry, data } of valid<StudioSetup>("studioSetup")) {
    data.index.featuredWorks.forEach((slug, position) => {
      ref(entry, ["index", "featuredWorks", position], "studioWorks", "slug", slug);
    });
  }
  for (const { entry, data } of valid<StudioWork>("studioWorks")) {
    ref(entry, ["category"], "studioWorkCategories", "id", data.category);
  }

  // Images and content blocks, wherever they sit. These checks read what was written, so they
  // run on items that failed validation too (a bad caption does not hide a broken link).
  for (const entry of entries) {
    const schema: z.ZodType = SOURCE_LAYOUT[entry.kind].schema;
    walkWithSchema(schema, entry.data ?? entry.raw, (nodeSchema, value, at) => {
      if (!isPlainObject(value)) return;
      if (nodeSchema === imageSource) checkImage(entry, value, at);
      else if (nodeSchema === contentBlock) checkBlock(entry, value, at);
    });
  }

  function checkImage(entry: SourceEntry, image: Record<string, unknown>, at: SchemaPath) {
    if (typeof image.font !== "string") return;
    // Images are drawn at build time, so a draft font can still draw them.
    if (!ref(entry, [...at, "font"], "fonts", "slug", image.font, { draftAllowed: true })) return;
    if (typeof image.style === "string") styleOf(entry, [...at, "style"], image.font, image.style);
  }

  function checkBlock(entry: SourceEntry, block: Record<string, unknown>, at: SchemaPath) {
    const strings = (field: string) => {
      const list = block[field];
      return Array.isArray(list)
        ? list.filter((item): item is string => typeof item === "string")
        : [];
    };
    switch (block.type) {
      case "image":
        if (typeof block.caseStudy === "string") {
          ref(entry, [...at, "caseStudy"], "caseStudies", "slug", block.caseStudy);
        }
        return;
      case "glyphTable":
        if (typeof block.font !== "string") return;
        if (
          ref(entry, [...at, "font"], "fonts", "slug", block.font) &&
          typeof block.style === "string"
        ) {
          styleOf(entry, [...at, "style"], block.font, block.style);
        }
        return;
      case "tiledContent": {
        const target = TILED_CONTENT_KINDS[block.contentType as TiledContentType];
        if (!target) return;
        strings("items").forEach((item, position) => {
          ref(entry, [...at, "items", position], target.kind, target.field, item);
        });
        return;
      }
      case "moreGoods":
        strings("products").forEach((slug, position) => {
          ref(entry, [...at, "products", position], "products", "slug", slug);
        });
        return;
      default:
        return;
    }
  }

  await checkStyleFiles(of("fonts"), report, options.resolveStyleFile);
}

function checkUniqueness(of: (kind: SourceKind) => SourceEntry[], report: ErrorCollector) {
  const unique = (entries: SourceEntry[], field: string, what: string) => {
    const first = new Map<string, SourceEntry>();
    for (const entry of entries) {
      const value = stringField(entry, field);
      if (value === undefined) continue;
      const earlier = first.get(value);
      if (earlier) {
        report.at(
          entry,
          [field],
          `duplicate ${what} '${value}': ${describeEntry(earlier)} has it too`,
        );
      } else {
        first.set(value, entry);
      }
    }
  };

  for (const kind of Object.keys(SOURCE_LAYOUT) as SourceKind[]) {
    if (SOURCE_LAYOUT[kind].shape === "single") continue;
    const entries = of(kind);
    unique(entries, "id", `${NOUNS[kind]} id`);
    unique(entries, "slug", `${NOUNS[kind]} slug`);
  }
  unique(of("opentypeFeatures"), "unicodeTag", "OpenType feature tag");

  // Fonts and goods share the cart's productId, so their ids must not collide either.
  const fontIds = new Map(of("fonts").map((entry) => [stringField(entry, "id"), entry]));
  for (const entry of of("products")) {
    const id = stringField(entry, "id");
    const font = id === undefined ? undefined : fontIds.get(id);
    if (font) {
      report.at(
        entry,
        ["id"],
        `id '${id}' is also the id of ${font.file}: fonts and goods share ids in the cart`,
      );
    }
  }

  // Style ids are the cart's styleId, so they are unique across the catalogue; names within a font.
  const styleIds = new Map<string, string>();
  for (const entry of of("fonts")) {
    const styles = isPlainObject(entry.raw) ? entry.raw.styles : undefined;
    if (!Array.isArray(styles)) continue;
    const names = new Set<string>();
    styles.forEach((style, position) => {
      if (!isPlainObject(style)) return;
      if (typeof style.id === "string") {
        const other = styleIds.get(style.id);
        if (other) {
          report.at(
            entry,
            ["styles", position, "id"],
            `duplicate style id '${style.id}': ${other} has it too`,
          );
        } else {
          styleIds.set(style.id, entry.file);
        }
      }
      if (typeof style.name === "string") {
        if (names.has(style.name)) {
          report.at(
            entry,
            ["styles", position, "name"],
            `this font already has a style named '${style.name}'`,
          );
        }
        names.add(style.name);
      }
    });
  }

  // Variant ids are the cart's variantId.
  const variantIds = new Map<string, string>();
  for (const entry of of("products")) {
    const variants = isPlainObject(entry.raw) ? entry.raw.variants : undefined;
    if (!Array.isArray(variants)) continue;
    variants.forEach((variant, position) => {
      if (!isPlainObject(variant) || typeof variant.id !== "string") return;
      const other = variantIds.get(variant.id);
      if (other) {
        report.at(
          entry,
          ["variants", position, "id"],
          `duplicate variant id '${variant.id}': ${other} has it too`,
        );
      } else {
        variantIds.set(variant.id, entry.file);
      }
    });
  }

  // Discount codes are typed by customers, so both their ids and their codes are unique.
  for (const entry of of("site")) {
    const shop = isPlainObject(entry.raw) ? entry.raw.shop : undefined;
    const codes = isPlainObject(shop) ? shop.discountCodes : undefined;
    if (!Array.isArray(codes)) continue;
    for (const field of ["id", "code"] as const) {
      const seen = new Set<string>();
      codes.forEach((code, position) => {
        if (!isPlainObject(code)) return;
        const value = code[field];
        if (typeof value !== "string") return;
        if (seen.has(value)) {
          report.at(
            entry,
            ["shop", "discountCodes", position, field],
            `duplicate discount ${field} '${value}'`,
          );
        }
        seen.add(value);
      });
    }
  }
}

function checkFileNames(of: (kind: SourceKind) => SourceEntry[], report: ErrorCollector) {
  for (const kind of Object.keys(SOURCE_LAYOUT) as SourceKind[]) {
    const layout = SOURCE_LAYOUT[kind];
    if (layout.shape !== "folder") continue;
    for (const entry of of(kind)) {
      const value = stringField(entry, layout.fileNameField);
      const base = path.posix.basename(entry.file).replace(/\.(yaml|md)$/, "");
      if (value !== undefined && value !== base) {
        report.at(
          entry,
          [layout.fileNameField],
          `${show(value)} does not match the file name: rename the file to '${value}${path.posix.extname(entry.file)}' or set ${layout.fileNameField} to '${base}'`,
        );
      }
    }
  }
}

/**
 * Every style file must resolve to a file; read from what was written, so a font with other
 * errors is checked too. The resolver says why a file cannot be used; a path it gives that holds
 * no file is reported here rather than failing the font's upload job later.
 */
async function checkStyleFiles(
  fonts: SourceEntry[],
  report: ErrorCollector,
  resolveStyleFile: StyleFileResolver,
) {
  const problemWith = async (file: string): Promise<string | undefined> => {
    const resolved = await resolveStyleFile(file);
    if ("problem" in resolved) return resolved.problem;
    return (await isFile(resolved.path)) ? undefined : `file not found: ${file}`;
  };

  const checks = fonts.flatMap((entry) => {
    const styles =
      isPlainObject(entry.raw) && Array.isArray(entry.raw.styles) ? entry.raw.styles : [];
    return styles.map(async (style: unknown, position) => {
      const file = isPlainObject(style) ? style.file : undefined;
      // A file that breaks the schema's pattern is reported by the schema already.
      const checkable = typeof file === "string" && STYLE_FILE.test(file);
      return {
        entry,
        at: ["styles", position, "file"] as SchemaPath,
        problem: checkable ? await problemWith(file) : undefined,
      };
    });
  });
  // Checked in parallel, reported in source order.
  for (const { entry, at, problem } of await Promise.all(checks)) {
    if (problem) report.at(entry, at, problem);
  }
}

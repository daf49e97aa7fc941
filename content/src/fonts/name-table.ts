import type { OpenTypeFont } from "./fontkit-tables";
import type { NameMetadata } from "./types";

/** fontkit's keys for name IDs 0–22, by ID (15 is reserved). */
const NAME_KEYS = [
  "copyright",
  "fontFamily",
  "fontSubfamily",
  "uniqueSubfamily",
  "fullName",
  "version",
  "postscriptName",
  "trademark",
  "manufacturer",
  "designer",
  "description",
  "vendorURL",
  "designerURL",
  "license",
  "licenseURL",
  null,
  "preferredFamily",
  "preferredSubfamily",
  "compatibleFull",
  "sampleText",
  "postscriptCIDFontName",
  "wwsFamilyName",
  "wwsSubfamilyName",
] as const;

/**
 * A name-table string by ID, in English where the font has it. Read by ID rather than through
 * fontkit's `namedVariations`, which throws when an instance points at an ID below 256 (the
 * default instance of many variable fonts is named by ID 2 or 17).
 */
export function nameById(font: OpenTypeFont, nameId: number): string | null {
  const { records } = font.name;
  const entry: Record<string, unknown> | undefined =
    nameId >= 256 ? records.fontFeatures?.[nameId] : records[NAME_KEYS[nameId] ?? String(nameId)];
  if (!entry) return null;
  const english = entry.en;
  if (typeof english === "string") return english;
  return Object.values(entry).find((value): value is string => typeof value === "string") ?? null;
}

export function readNames(font: OpenTypeFont): NameMetadata {
  const name = (id: number) => nameById(font, id);
  return {
    // The typographic family and subfamily (IDs 16, 17) group every weight under one family;
    // IDs 1 and 2 split a large family into four-style groups for old menus.
    familyName: name(16) ?? name(1) ?? "",
    subfamilyName: name(17) ?? name(2) ?? "",
    fullName: name(4) ?? "",
    postscriptName: name(6) ?? "",
    version: name(5),
    designer: name(9),
    manufacturer: name(8),
    copyright: name(0),
    license: name(13),
    licenseUrl: name(14),
  };
}

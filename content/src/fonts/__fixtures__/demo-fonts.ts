import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A demo font in content/node_modules, named '<package>/<path>' as the catalogue names it. */
export function demoFontPath(file: string): string {
  return fileURLToPath(new URL(`../../../node_modules/${file}`, import.meta.url));
}

export function readDemoFont(file: string): Buffer {
  return readFileSync(demoFontPath(file));
}

/**
 * The demo fonts the tests use. Small where they are converted (WOFF2 compression takes seconds
 * on a full font); the figures the tests expect were read from the files with a separate sfnt
 * parser (maxp, cmap, fvar, GSUB/GPOS, OS/2) and fc-query.
 */
export const DEMO_FONTS = {
  /** WOFF2 (TrueType), Arabic with Persian and Urdu letters, and Plex's Latin. */
  plexSansArabicRegular:
    "@ibm/plex/IBM-Plex-Sans-Arabic/fonts/complete/woff2/IBMPlexSansArabic-Regular.woff2",
  /** CFF, 1464 glyphs, 920 encoded characters, Latin + Greek + Cyrillic incl. Vietnamese. */
  sourceSerifRegular: "source-serif/OTF/SourceSerif4-Regular.otf",
  /** TrueType variable font: wght 200–400–900, opsz 8–20–60, 30 named instances. */
  sourceSerifVariable: "source-serif/VAR/SourceSerif4Variable-Roman.ttf",
  /** CFF italic: fsSelection italic bit set, italic angle −11. */
  sourceCodeItalic: "source-code-pro/OTF/SourceCodePro-It.otf",
  /** A 28 KB basic-Latin subset (CFF, 186 glyphs, 142 characters): no ä, no Vietnamese. */
  manropeLatinBasic: "manrope/latin-basic/manrope-regular.otf",
  /** The same subset, Medium: a different file for the same style slot. */
  manropeLatinBasicMedium: "manrope/latin-basic/manrope-medium.otf",
  /** Full Manrope Regular: Western and Central European Latin, Cyrillic, no Vietnamese. */
  manropeComplete: "manrope/complete/manrope-regular.otf",
  /** Shipped only as WOFF2 (TrueType inside, 1125 glyphs); monospaced, so no kern or liga. */
  plexMonoWoff2: "@ibm/plex/IBM-Plex-Mono/fonts/complete/woff2/IBMPlexMono-Regular.woff2",
} as const;

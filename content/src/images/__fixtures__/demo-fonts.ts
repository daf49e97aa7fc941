import { fileURLToPath } from "node:url";

/** Demo font files installed with the content package, for tests that need real outlines. */
const installed = (path: string) =>
  fileURLToPath(new URL(`../../../node_modules/${path}`, import.meta.url));

export const demoFonts = {
  /** CFF outlines, with small caps (smcp, c2sc). */
  sourceSerif: installed("source-serif/OTF/SourceSerif4-Regular.otf"),
  /** TrueType outlines, no small caps. */
  geist: installed("geist/dist/fonts/geist-sans/Geist-Regular.ttf"),
  /** Arabic (right to left), with Latin; WOFF2. */
  plexSansArabic: installed(
    "@ibm/plex/IBM-Plex-Sans-Arabic/fonts/complete/woff2/IBMPlexSansArabic-Regular.woff2",
  ),
  /** Ships as WOFF2 only. */
  geistPixel: installed("geist/dist/fonts/geist-pixel/GeistPixel-Square.woff2"),
};

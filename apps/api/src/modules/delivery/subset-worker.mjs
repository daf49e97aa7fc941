// Cuts a subset of a font with harfbuzz (hb-subset via subset-font) on a thread of the worker
// pool (subset-pool.ts), off the API's event loop. Takes { sourcePath, text, features,
// encoding, axes } and answers the WOFF2's bytes; an error fails the task.
// Plain JavaScript: Node 20 cannot load a TypeScript worker through tsx's loader.
import { readFile } from "node:fs/promises";
import subsetFont from "subset-font";
import { withSourceBounds } from "./head-bounds.mjs";
import { encodeWoff2 } from "./woff2-writer.mjs";

/**
 * Source files stay in memory once read, as subsets of one style come in bursts; the most
 * recently used few only, so a crawl through the whole catalogue does not hold it all.
 */
const MAX_SOURCES = 16;
const sources = new Map();

/** Brotli's quality for the writer of untransformed tables, by encoding (subset-pool.ts). */
const QUALITY = { fast: 5, compact: 11, smallest: 11 };

export default async function subset({ sourcePath, text, features, encoding, axes }) {
  let source = sources.get(sourcePath);
  sources.delete(sourcePath);
  source ??= readFile(sourcePath);
  sources.set(sourcePath, source);
  if (sources.size > MAX_SOURCES) sources.delete(sources.keys().next().value);
  try {
    // hb-subset cuts the sfnt in a few ms. Google's encoder (wawoff2, through subset-font)
    // writes the smallest WOFF2; the fast writer wraps it as it is (see woff2-writer.mjs).
    if (!axes && encoding === "smallest") {
      return await subsetFont(await source, text, {
        keepFeatures: features,
        targetFormat: "woff2",
      });
    }
    // Axes named in `axes` are fixed there (an instance); the others keep varying. An instance's
    // head may need the source's bounds to pass browsers' sanitiser (head-bounds.mjs).
    const sfnt = await subsetFont(await source, text, {
      keepFeatures: features,
      ...(axes ? { variationAxes: axes } : {}),
      targetFormat: "sfnt",
    });
    return encodeWoff2(axes ? withSourceBounds(sfnt, await source) : sfnt, QUALITY[encoding]);
  } catch (error) {
    sources.delete(sourcePath);
    throw error;
  }
}

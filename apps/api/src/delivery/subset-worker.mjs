// Worker thread: cuts a subset of a font with harfbuzz (hb-subset via subset-font), off the
// API's event loop. Receives { id, sourcePath, text, features, quality }, answers
// { id, woff2 } or { id, error }.
// Plain JavaScript: Node 20 cannot load a TypeScript worker through tsx's loader.
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import subsetFont from "subset-font";
import { encodeWoff2 } from "./woff2-writer.mjs";

/** Source files stay in memory once read: subsets of one style come in bursts. */
const sources = new Map();

parentPort?.on("message", async (job) => {
  try {
    let source = sources.get(job.sourcePath);
    if (!source) {
      source = readFile(job.sourcePath);
      sources.set(job.sourcePath, source);
    }
    // hb-subset cuts the sfnt in a few ms; the fast writer wraps it (see woff2-writer.mjs).
    const sfnt = await subsetFont(await source, job.text, {
      targetFormat: "sfnt",
      keepFeatures: job.features,
    });
    const woff2 = encodeWoff2(sfnt, job.quality);
    parentPort?.postMessage({ id: job.id, woff2 }, [woff2.buffer]);
  } catch (error) {
    sources.delete(job.sourcePath);
    parentPort?.postMessage({ id: job.id, error: error.message });
  }
});

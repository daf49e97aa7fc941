// Worker thread: cuts a subset of a font with harfbuzz (hb-subset via subset-font), off the
// API's event loop. Receives { id, sourcePath, text }, answers { id, woff2 } or { id, error }.
// Plain JavaScript: Node 20 cannot load a TypeScript worker through tsx's loader.
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import subsetFont from "subset-font";

/** Source files stay in memory once read: subsets of one style come in bursts. */
const sources = new Map();

parentPort?.on("message", async (job) => {
  try {
    let source = sources.get(job.sourcePath);
    if (!source) {
      source = readFile(job.sourcePath);
      sources.set(job.sourcePath, source);
    }
    const woff2 = await subsetFont(await source, job.text, { targetFormat: "woff2" });
    parentPort?.postMessage({ id: job.id, woff2 }, [woff2.buffer]);
  } catch (error) {
    sources.delete(job.sourcePath);
    parentPort?.postMessage({ id: job.id, error: error.message });
  }
});

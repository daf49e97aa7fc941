import fontverter from "fontverter";

/**
 * Makes the web and desktop formats of one font per task, on a thread of the worker pool
 * (workers/worker-pool.ts): WOFF2 compression of a full font takes seconds of CPU. Plain
 * JavaScript so Node runs it without a TypeScript loader (on Node 20 a worker does not apply
 * `--import tsx` from its execArgv).
 *
 * Takes { source: Uint8Array, sourceFormat: 'otf' | 'ttf' | 'woff2' } and answers
 * { ok: true, woff2, woff, sfnt } or { ok: false, message } when the converters refuse the file
 * (a crash or a hang is the pool's to report). A WOFF2 source is served as it is, so it gets no
 * new WOFF2 (woff2: null) but its decompressed sfnt for the desktop file; other sources are
 * their own desktop file (sfnt: null).
 */
export default async function convert({ source, sourceFormat }) {
  try {
    const bytes = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    const fromWoff2 = sourceFormat === "woff2";
    const sfnt = fromWoff2 ? await fontverter.convert(bytes, "sfnt", "woff2") : bytes;
    const woff2 = fromWoff2 ? null : await fontverter.convert(sfnt, "woff2", "sfnt");
    const woff = await fontverter.convert(sfnt, "woff", "sfnt");
    return { ok: true, woff2, woff, sfnt: fromWoff2 ? sfnt : null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message };
  }
}

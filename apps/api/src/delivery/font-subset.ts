import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../logger";
import { assetCorsHeaders, IMMUTABLE } from "./cors";
import type { FontCatalogue } from "./font-catalogue";
import { ByteLruCache } from "./lru-cache";
import { SubsetPool } from "./subset-pool";

/** The most characters a subset may hold (DESIGN 5.3). */
export const MAX_SUBSET_TEXT = 200;

export type SubsetRequest =
  | { ok: true; fontPath: string; text: string }
  | { ok: false; status: 400; message: string };

/**
 * Validates /font-subset.woff2's query (spec 7.4): `font_path` must name a catalogue style
 * (no paths, no '..'), `text` must hold 1–200 characters. The text is de-duplicated and sorted,
 * so every request for the same characters shares one cache entry.
 */
export function parseSubsetRequest(
  params: URLSearchParams,
  catalogue: FontCatalogue,
): SubsetRequest {
  const fontPath = params.get("font_path");
  const text = params.get("text");
  if (!fontPath) return { ok: false, status: 400, message: "font_path is required" };
  if (fontPath.startsWith("/") || fontPath.includes("..") || fontPath.includes("\\")) {
    return {
      ok: false,
      status: 400,
      message: "font_path must be {family}/{Name}-{Style}, not a file path",
    };
  }
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(fontPath)) {
    return { ok: false, status: 400, message: "font_path must be {family}/{Name}-{Style}" };
  }
  if (!catalogue.bySubsetPath.has(fontPath)) {
    return { ok: false, status: 400, message: `font_path names no catalogue font: '${fontPath}'` };
  }
  if (!text) return { ok: false, status: 400, message: "text is required" };
  const characters = [...new Set(text)];
  if ([...text].length > MAX_SUBSET_TEXT) {
    return { ok: false, status: 400, message: `text is limited to ${MAX_SUBSET_TEXT} characters` };
  }
  return { ok: true, fontPath, text: characters.sort().join("") };
}

export interface FontSubsetter {
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** GET /font-subset.woff2: subsets cut off the event loop, cached in memory and on disk. */
export function createFontSubsetter(deps: {
  catalogue: FontCatalogue;
  cacheDir: string;
  siteOrigins: readonly string[];
  logger: Logger;
}): FontSubsetter {
  const pool = new SubsetPool();
  const memory = new ByteLruCache(64 * 1024 * 1024);
  const inFlight = new Map<string, Promise<Uint8Array>>();

  async function produce(key: string, sourcePath: string, text: string): Promise<Uint8Array> {
    const cached = memory.get(key);
    if (cached) return cached;
    const file = join(deps.cacheDir, `${key}.woff2`);
    try {
      const fromDisk = new Uint8Array(await readFile(file));
      memory.set(key, fromDisk);
      return fromDisk;
    } catch {
      // Not cut yet.
    }
    const woff2 = await pool.subset(sourcePath, text);
    memory.set(key, woff2);
    await mkdir(deps.cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, woff2);
    await rename(temporary, file);
    return woff2;
  }

  return {
    async fetch(request) {
      const parsed = parseSubsetRequest(new URL(request.url).searchParams, deps.catalogue);
      const cors = assetCorsHeaders(request, deps.siteOrigins);
      if (!parsed.ok) {
        return Response.json({ error: parsed.message }, { status: parsed.status, headers: cors });
      }
      const source = deps.catalogue.bySubsetPath.get(parsed.fontPath)!;
      const key = createHash("sha256")
        .update(`${parsed.fontPath}\0${source.updatedAt}\0${parsed.text}`)
        .digest("hex")
        .slice(0, 32);
      let job = inFlight.get(key);
      if (!job) {
        job = produce(key, source.desktop, parsed.text).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      try {
        const woff2 = await job;
        return new Response(woff2 as Uint8Array<ArrayBuffer>, {
          headers: { "Content-Type": "font/woff2", "Cache-Control": IMMUTABLE, ...cors },
        });
      } catch (error) {
        deps.logger.error({ err: error, fontPath: parsed.fontPath }, "font subset failed");
        return Response.json(
          { error: "The subset could not be made" },
          { status: 500, headers: cors },
        );
      }
    },
    close: () => pool.close(),
  };
}

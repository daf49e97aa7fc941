import { jsonResponse } from "../../platform/http/json-response";
import type { Logger } from "../../platform/logging/logger";
import { assetCorsHeaders, IMMUTABLE } from "./cors";
import type { DerivedFiles } from "./derived-files";
import type { FontCatalogue } from "./font-catalogue";
import { subsetFailure } from "./subset-failure";
import type { SubsetPool } from "./subset-pool";
import { SUBSET_RECIPE, TEXT_FEATURES } from "./text-features";

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
}

/** GET /font-subset.woff2: subsets cut off the event loop, each kept (memory and disk). */
export function createFontSubsetter(deps: {
  catalogue: FontCatalogue;
  pool: SubsetPool;
  subsets: DerivedFiles;
  siteOrigins: readonly string[];
  logger: Logger;
}): FontSubsetter {
  return {
    async fetch(request) {
      const parsed = parseSubsetRequest(new URL(request.url).searchParams, deps.catalogue);
      const cors = assetCorsHeaders(request, deps.siteOrigins);
      if (!parsed.ok) return jsonResponse(parsed.status, { error: parsed.message }, cors);
      const source = deps.catalogue.bySubsetPath.get(parsed.fontPath)!;
      try {
        const woff2 = await deps.subsets.get(
          [SUBSET_RECIPE, parsed.fontPath, source.updatedAt, parsed.text],
          "woff2",
          () => deps.pool.subset(source.desktop, parsed.text, { features: TEXT_FEATURES }),
        );
        return new Response(woff2 as Uint8Array<ArrayBuffer>, {
          headers: { "Content-Type": "font/woff2", "Cache-Control": IMMUTABLE, ...cors },
        });
      } catch (error) {
        return subsetFailure(error, cors, deps.logger, { fontPath: parsed.fontPath });
      }
    },
  };
}

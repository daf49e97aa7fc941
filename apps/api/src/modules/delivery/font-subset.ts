import { roundAxisValue, subsetAxesParam } from "@meridian/codecs/font-url";
import { jsonResponse } from "../../platform/http/json-response";
import type { Logger } from "../../platform/logging/logger";
import { assetCorsHeaders, IMMUTABLE } from "./cors";
import type { DerivedFiles } from "./derived-files";
import type { CatalogueFontFile, FontCatalogue } from "./font-catalogue";
import { subsetFailure } from "./subset-failure";
import type { SubsetPool } from "./subset-pool";
import { SUBSET_RECIPE, TEXT_FEATURES } from "./text-features";

/** The most characters a subset may hold (DESIGN 5.3). */
export const MAX_SUBSET_TEXT = 200;

export type SubsetRequest =
  | {
      ok: true;
      fontPath: string;
      text: string;
      /** The axes to fix; undefined keeps every variation. */
      axes: Readonly<Record<string, number>> | undefined;
    }
  | { ok: false; status: 400; message: string };

type Axes = Record<string, number> | undefined;
type AxesParse = { ok: true; axes: Axes } | { ok: false; message: string };

/** Undefined for no axes at all, so that nothing downstream tells `{}` from none. */
const someAxes = (axes: Record<string, number>): Axes =>
  Object.keys(axes).length > 0 ? axes : undefined;

/** What a browser sets each axis to for text at font-weight 400 and font-stretch 100%. */
const CSS_NORMAL: Readonly<Record<string, number>> = { wght: 400, wdth: 100 };

/**
 * The instance a browser draws for text at normal weight, width and style with no
 * font-variation-settings: `wght` at 400 and `wdth` at 100 (each within the axis's range),
 * optical size left to vary (the browser sets it from the font size), every other axis at its
 * default. A name set in a variable style's default look asks for this (`axes=normal`).
 */
function normalInstance(known: CatalogueFontFile["axes"]): Record<string, number> {
  const axes: Record<string, number> = {};
  for (const [tag, range] of known) {
    if (tag === "opsz") continue;
    const wanted = CSS_NORMAL[tag] ?? range.default;
    axes[tag] = Math.min(range.max, Math.max(range.min, wanted));
  }
  return axes;
}

/**
 * `axes=opsz:20,wght:400`: variation axes to fix, each one of the style's own and within its
 * range, each named once; or `axes=normal`, the instance of normalInstance. Absent, the subset
 * keeps the variations.
 */
function parseAxes(value: string | null, known: CatalogueFontFile["axes"]): AxesParse {
  if (value === null) return { ok: true, axes: undefined };
  if (value === "normal") {
    if (known.size === 0) return { ok: false, message: "axes: this style is not variable" };
    return { ok: true, axes: someAxes(normalInstance(known)) };
  }
  const axes: Record<string, number> = {};
  for (const part of value.split(",")) {
    const match = /^([A-Za-z0-9]{4}):(-?\d+(?:\.\d+)?)$/.exec(part);
    if (!match) {
      return {
        ok: false,
        message: `axes must be 'normal' or tag:value pairs, as opsz:20,wght:400, not '${part}'`,
      };
    }
    const [, tag, number] = match as unknown as [string, string, string];
    const range = known.get(tag);
    if (!range) {
      const tags = [...known.keys()];
      return {
        ok: false,
        message: tags.length
          ? `axes: this style has no '${tag}' axis; its axes are ${tags.join(", ")}`
          : "axes: this style is not variable",
      };
    }
    if (Object.hasOwn(axes, tag)) return { ok: false, message: `axes names '${tag}' twice` };
    const position = roundAxisValue(Number(number));
    if (position < range.min || position > range.max) {
      return {
        ok: false,
        message: `axes: '${tag}' runs from ${range.min} to ${range.max}, not ${number}`,
      };
    }
    axes[tag] = position;
  }
  return { ok: true, axes: someAxes(axes) };
}

/**
 * Validates /font-subset.woff2's query (spec 7.4): `font_path` must name a catalogue style
 * (no paths, no '..'), `text` must hold 1–200 characters, and `axes`, where given, fixes some of
 * a variable style's axes. The text is de-duplicated and sorted, so every request for the same
 * characters shares one cache entry.
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
  const file = catalogue.bySubsetPath.get(fontPath);
  if (!file) {
    return { ok: false, status: 400, message: `font_path names no catalogue font: '${fontPath}'` };
  }
  if (!text) return { ok: false, status: 400, message: "text is required" };
  const characters = [...new Set(text)];
  if ([...text].length > MAX_SUBSET_TEXT) {
    return { ok: false, status: 400, message: `text is limited to ${MAX_SUBSET_TEXT} characters` };
  }
  const axes = parseAxes(params.get("axes"), file.axes);
  if (!axes.ok) return { ok: false, status: 400, message: axes.message };
  return { ok: true, fontPath, text: characters.sort().join(""), axes: axes.axes };
}

export interface FontSubsetter {
  fetch(request: Request): Promise<Response>;
}

/** GET /font-subset.woff2: subsets cut off the event loop, each kept (memory and disk). */
export function createFontSubsetter(deps: {
  /** The current revision's font files. */
  catalogue: () => FontCatalogue;
  pool: SubsetPool;
  subsets: DerivedFiles;
  siteOrigins: readonly string[];
  logger: Logger;
}): FontSubsetter {
  return {
    async fetch(request) {
      const catalogue = deps.catalogue();
      const parsed = parseSubsetRequest(new URL(request.url).searchParams, catalogue);
      const cors = assetCorsHeaders(request, deps.siteOrigins);
      if (!parsed.ok) return jsonResponse(parsed.status, { error: parsed.message }, cors);
      const source = catalogue.bySubsetPath.get(parsed.fontPath)!;
      try {
        const woff2 = await deps.subsets.get(
          [
            SUBSET_RECIPE,
            parsed.fontPath,
            source.updatedAt,
            parsed.text,
            parsed.axes ? subsetAxesParam(parsed.axes) : "",
          ],
          "woff2",
          () =>
            deps.pool.subset(source.desktop, parsed.text, {
              features: TEXT_FEATURES,
              ...(parsed.axes ? { axes: parsed.axes } : {}),
            }),
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

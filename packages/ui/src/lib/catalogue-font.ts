import { fontUrl } from "@meridian/codecs/font-url";
import { useEffect, useState } from "react";
import { vars } from "../theme/contract.css";

/** One style of a catalogue font, as content describes it (spec 3 "Font", styles[]). */
export interface CatalogueFontStyle {
  /** The family's slug: the folder its files live in. */
  familySlug: string;
  /** The font's name, e.g. 'Source Serif 4'. */
  fontName: string;
  /** The style's name, e.g. 'Semibold Italic' or 'VF'. */
  styleName: string;
  /** The CSS family name the style is registered under, e.g. 'Geist Thin'. */
  fontFamily: string;
  /** The style's `_updatedAt`: part of the URL, so a changed file is never served stale. */
  updatedAt: string;
  /** A named subset of the file; the whole font when absent. */
  subset?: string;
}

export type FontLoadStatus = "loading" | "loaded" | "failed";

const pending = new Map<string, Promise<FontLoadStatus>>();
const settled = new Map<string, FontLoadStatus>();

function faceKey(family: string, url: string): string {
  return `${family}\u0000${url}`;
}

function keyOf(host: string, style: CatalogueFontStyle): string {
  return faceKey(style.fontFamily, fontUrl({ host, ...style }));
}

/** The CSS font-family value for a catalogue style, falling back to the UI face. */
export function fontStack(fontFamily: string): string {
  return `"${fontFamily.replace(/["\\]/g, "")}", ${vars.font.body}`;
}

/** What is known now about a face, without starting a load. */
export function fontFaceStatus(family: string, url: string): FontLoadStatus {
  return settled.get(faceKey(family, url)) ?? "loading";
}

/** What is known now about a style's file, without starting a load. */
export function catalogueFontStatus(host: string, style: CatalogueFontStyle): FontLoadStatus {
  return settled.get(keyOf(host, style)) ?? "loading";
}

/**
 * Loads a font file with the FontFace API under a family name and adds it to the document, once
 * per family and URL. A file that fails to load resolves 'failed' without a word (spec 8:
 * silently ignored); the text then stays in the fallback face. Where the API is missing it
 * resolves 'failed' at once.
 */
export function loadFontFace(family: string, url: string): Promise<FontLoadStatus> {
  const key = faceKey(family, url);
  const known = pending.get(key);
  if (known) return known;
  let promise: Promise<FontLoadStatus>;
  if (typeof FontFace === "undefined" || typeof document === "undefined" || !document.fonts) {
    promise = Promise.resolve("failed");
  } else {
    promise = Promise.resolve()
      .then(() => new FontFace(family, `url("${url}")`, { display: "swap" }).load())
      .then(
        (face): FontLoadStatus => {
          document.fonts.add(face);
          return "loaded";
        },
        (): FontLoadStatus => "failed",
      );
  }
  promise = promise.then((status) => {
    settled.set(key, status);
    return status;
  });
  pending.set(key, promise);
  return promise;
}

/** Loads a catalogue style's web font under its own family name (see loadFontFace). */
export function loadCatalogueFont(
  host: string,
  style: CatalogueFontStyle,
): Promise<FontLoadStatus> {
  return loadFontFace(style.fontFamily, fontUrl({ host, ...style }));
}

/** Forgets every load: for tests and stories that stub FontFace. */
export function resetCatalogueFonts(): void {
  pending.clear();
  settled.clear();
}

/**
 * The load status of a face, loading it once `enabled` turns true (typically: the element is
 * near the viewport) and `url` is known. Restarts when the family or URL changes.
 */
export function useFontFace(family: string, url: string | null, enabled: boolean): FontLoadStatus {
  const key = url ? faceKey(family, url) : null;
  const known = url ? fontFaceStatus(family, url) : "failed";
  const [state, setState] = useState<{ key: string | null; status: FontLoadStatus }>(() => ({
    key,
    status: known,
  }));
  const status = state.key === key ? state.status : known;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for family and URL.
  useEffect(() => {
    if (!enabled || !url) return;
    let cancelled = false;
    loadFontFace(family, url).then((next) => {
      if (!cancelled) setState({ key, status: next });
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, key]);

  return status;
}

/** The load status of a catalogue style's web font (see useFontFace). */
export function useCatalogueFont(
  host: string,
  style: CatalogueFontStyle,
  enabled: boolean,
): FontLoadStatus {
  return useFontFace(style.fontFamily, fontUrl({ host, ...style }), enabled);
}

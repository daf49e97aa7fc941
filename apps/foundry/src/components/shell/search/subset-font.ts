"use client";

import { type FontLoadStatus, useFontFace } from "@meridian/ui/catalogue-font";
import type { SearchEntry } from "@/lib/search/search-entry";

/**
 * A result's name set in the font itself, from a subset holding only the name's characters
 * (spec 2.4, 7.4: font_path, text, published_at): a few KB instead of a whole font per result.
 * Each subset gets a family name of its own, so it never stands in for the full font that a
 * font page may load under the style's real family name.
 */
export function subsetFontFamily(entry: Pick<SearchEntry, "fontPath">): string {
  return `Search ${entry.fontPath}`;
}

export function subsetFontUrl(entry: Pick<SearchEntry, "fontPath" | "name" | "publishedAt">) {
  const params = new URLSearchParams({
    font_path: entry.fontPath,
    text: entry.name,
    published_at: String(Date.parse(entry.publishedAt) || entry.publishedAt),
  });
  return `/font-subset.woff2?${params}`;
}

/** Loads the result's subset once per page; a failure is silent and leaves the UI face (spec 8). */
export function useSubsetFont(entry: SearchEntry): FontLoadStatus {
  return useFontFace(subsetFontFamily(entry), subsetFontUrl(entry), true);
}

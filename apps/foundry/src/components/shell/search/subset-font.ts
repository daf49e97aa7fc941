"use client";

import { useEffect, useState } from "react";
import type { SearchEntry } from "@/lib/search/search-entry";

export type SubsetFontStatus = "loading" | "loaded" | "failed";

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

const loads = new Map<string, Promise<SubsetFontStatus>>();
const settled = new Map<string, SubsetFontStatus>();

/** Loads the subset once per page; a failure is silent and leaves the UI face (spec 8). */
function loadSubsetFont(entry: SearchEntry): Promise<SubsetFontStatus> {
  const url = subsetFontUrl(entry);
  let load = loads.get(url);
  if (!load) {
    const face = new FontFace(subsetFontFamily(entry), `url("${url}")`, { display: "block" });
    load = face.load().then(
      (loaded): SubsetFontStatus => {
        document.fonts.add(loaded);
        return "loaded";
      },
      (): SubsetFontStatus => "failed",
    );
    load.then((status) => settled.set(url, status));
    loads.set(url, load);
  }
  return load;
}

export function useSubsetFont(entry: SearchEntry): SubsetFontStatus {
  const url = subsetFontUrl(entry);
  const [state, setState] = useState(() => ({ url, status: settled.get(url) ?? "loading" }));
  // `url` stands for the entry.
  useEffect(() => {
    let current = true;
    loadSubsetFont(entry).then((status) => {
      if (current) setState({ url, status });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return state.url === url ? state.status : (settled.get(url) ?? "loading");
}

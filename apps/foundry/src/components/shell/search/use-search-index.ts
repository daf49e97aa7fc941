"use client";

import { useCallback, useRef, useState } from "react";
import type { SearchEntry } from "@/lib/search/search-entry";

export type SearchIndexState =
  | { status: "idle" | "loading" | "failed"; entries: readonly SearchEntry[] }
  | { status: "ready"; entries: readonly SearchEntry[] };

const NONE: readonly SearchEntry[] = [];

/** One request per page load, however many times the search is focused. */
let request: Promise<readonly SearchEntry[]> | null = null;

function fetchIndex(): Promise<readonly SearchEntry[]> {
  request ??= fetch("/api/search-index")
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<{ fonts: SearchEntry[] }>;
    })
    .then((body) => body.fonts)
    .catch((error: unknown) => {
      // Let a later focus try again rather than keep a failure for the whole visit.
      request = null;
      throw error;
    });
  return request;
}

/**
 * The search index (GET /api/search-index), fetched the first time the visitor reaches for the
 * search rather than on every page view: most visits never search.
 */
export function useSearchIndex(): { index: SearchIndexState; load: () => void } {
  const [index, setIndex] = useState<SearchIndexState>({ status: "idle", entries: NONE });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setIndex({ status: "loading", entries: NONE });
    fetchIndex().then(
      (entries) => setIndex({ status: "ready", entries }),
      () => {
        started.current = false;
        setIndex({ status: "failed", entries: NONE });
      },
    );
  }, []);
  return { index, load };
}

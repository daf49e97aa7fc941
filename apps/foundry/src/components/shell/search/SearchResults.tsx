"use client";

import { searchStyleLabel } from "@meridian/ui/style-names";
import { vars } from "@meridian/ui/theme/contract.css";
import Link from "next/link";
import { groupHeading, type SearchResultGroup } from "@/lib/search/match-fonts";
import type { SearchEntry } from "@/lib/search/search-entry";
import * as styles from "./HeaderSearch.css";
import { subsetFontFamily, useSubsetFont } from "./subset-font";

export const SEARCH_RESULTS_TITLE = "Search Results";

export interface SearchResultsProps {
  id: string;
  status: "idle" | "loading" | "ready" | "failed";
  groups: readonly SearchResultGroup[];
  /** What the visitor typed, for the 'no match' line. */
  query: string;
  /** A result was chosen: close the panel and clear the search (spec 2.4). */
  onSelect: () => void;
}

/** The results panel (spec 2.4): 'Search Results', then each non-empty group with its count. */
export function SearchResults({ id, status, groups, query, onSelect }: SearchResultsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.panelInner}>
        <h2 id={titleId} className={styles.panelTitle}>
          {SEARCH_RESULTS_TITLE}
        </h2>
        {status === "ready" && groups.length > 0 ? (
          <div className={styles.groups}>
            {groups.map((group) => (
              <section
                key={group.group}
                aria-labelledby={`${id}-${group.group}`}
                className={styles.group}
              >
                <h3 id={`${id}-${group.group}`} className={styles.groupTitle}>
                  {groupHeading(group)}
                </h3>
                <ul className={styles.results}>
                  {group.entries.map((entry) => (
                    <li key={entry.href}>
                      <SearchResult entry={entry} onSelect={onSelect} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <p className={styles.message} aria-busy={status === "loading" || undefined}>
            {status === "ready"
              ? `No fonts match “${query.trim()}”.`
              : status === "failed"
                ? "The search is not available at the moment. Please try again shortly."
                : "Loading the fonts…"}
          </p>
        )}
      </div>
    </section>
  );
}

function SearchResult({ entry, onSelect }: { entry: SearchEntry; onSelect: () => void }) {
  const status = useSubsetFont(entry);
  const styleLabel = searchStyleLabel(entry.styleCount);
  return (
    <Link href={entry.href} className={styles.result} onClick={onSelect} data-search-result="">
      <span
        className={[styles.resultName, status === "loading" ? styles.loading : undefined]
          .filter(Boolean)
          .join(" ")}
        style={
          status === "loaded"
            ? { fontFamily: `"${subsetFontFamily(entry)}", ${vars.font.body}` }
            : undefined
        }
        aria-busy={status === "loading" || undefined}
        data-font-status={status}
      >
        {entry.name}
      </span>
      {styleLabel ? <span className={styles.styleCount}>{styleLabel}</span> : null}
    </Link>
  );
}

"use client";

import { VisuallyHidden } from "@meridian/ui/text";
import { usePathname } from "next/navigation";
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { groupResults, searchFonts, searchTerm } from "@/lib/search/match-fonts";
import type { SearchGroup } from "@/lib/search/search-entry";
import * as styles from "./HeaderSearch.css";
import { SearchResults } from "./SearchResults";
import { useSearchIndex } from "./use-search-index";

export interface HeaderSearchProps {
  /** The group titles: 'Retail Library', the collaboration label from site setup, 'Playground'. */
  groupTitles: Readonly<Record<SearchGroup, string>>;
}

/**
 * The header's search (spec 2.4, 5). The index is fetched when the visitor first reaches for
 * the search; matching runs in the browser on every keystroke. The results panel opens from
 * three characters, closes on Escape, a click outside, a chosen result or a route change.
 * Arrow keys move between the input and the results; Tab reaches them too. Below the tablet
 * step the search folds into a button that opens it across the header.
 */
export function HeaderSearch({ groupTitles }: HeaderSearchProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const resultsId = `${id}-results`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState("");
  const [dismissed, setDismissed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const { index, load } = useSearchIndex();
  const pathname = usePathname();

  const term = searchTerm(query);
  const open = term !== null && !dismissed;
  const groups = useMemo(
    () => groupResults(searchFonts(index.entries, query), groupTitles),
    [index.entries, query, groupTitles],
  );
  const resultCount = groups.reduce((count, group) => count + group.entries.length, 0);

  // A new page starts with an empty search: on a route change, not on the first page.
  const searchedPathname = useRef(pathname);
  useEffect(() => {
    if (searchedPathname.current === pathname) return;
    searchedPathname.current = pathname;
    setQuery("");
    setExpanded(false);
  }, [pathname]);

  // What a visitor typed before the page hydrated is kept, and searched.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (!typed) return;
    setQuery(typed);
    load();
  }, [load]);

  useEffect(() => {
    if (!open && !expanded) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setDismissed(true);
      if (!query) setExpanded(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, expanded, query]);

  function focusInput() {
    inputRef.current?.focus();
  }

  function expand() {
    setExpanded(true);
    load();
    // The input is display:none until the state above has rendered.
    requestAnimationFrame(focusInput);
  }

  function collapse() {
    setQuery("");
    setExpanded(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  }

  function select() {
    setQuery("");
    setDismissed(false);
    setExpanded(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setDismissed(true);
        focusInput();
      } else if (expanded) {
        event.preventDefault();
        collapse();
      }
      return;
    }
    if (!open || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
    const links = Array.from(
      rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-search-result]") ?? [],
    );
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
    if (next < 0) focusInput();
    else links[next]?.focus();
  }

  const announcement = !open
    ? ""
    : index.status === "ready"
      ? `${resultCount} ${resultCount === 1 ? "result" : "results"}`
      : index.status === "failed"
        ? "The search is not available at the moment."
        : "Loading the fonts…";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a key handler for the arrow keys and Escape across the input and its results, which are the interactive elements.
    <div ref={rootRef} className={styles.search} data-expanded={expanded} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={`${id}-form`}
        onClick={expand}
      >
        <SearchIcon />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
      <search>
        <form
          id={`${id}-form`}
          className={styles.form}
          // A pointer on its way to the field: start fetching the index before the click.
          onPointerEnter={load}
          onSubmit={(event: FormEvent) => event.preventDefault()}
        >
          <label htmlFor={inputId}>
            <VisuallyHidden>Search fonts</VisuallyHidden>
            <span className={styles.inputIcon} aria-hidden="true">
              <SearchIcon />
            </span>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className={styles.input}
            placeholder="Search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-controls={open ? resultsId : undefined}
            value={query}
            onFocus={load}
            onChange={(event) => {
              setQuery(event.target.value);
              setDismissed(false);
              load();
            }}
          />
          <button type="button" className={styles.close} onClick={collapse}>
            Close
          </button>
        </form>
      </search>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {open ? (
        <SearchResults
          id={resultsId}
          status={index.status}
          groups={groups}
          query={query}
          onSelect={select}
        />
      ) : null}
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12.75 12.75 17.5 17.5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

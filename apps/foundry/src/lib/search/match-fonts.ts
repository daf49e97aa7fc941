/**
 * The search rules of spec section 5, run in the browser over the index: pure, so every rule is
 * tested on its own (match-fonts.test.ts).
 */
import { SEARCH_GROUPS, type SearchEntry, type SearchGroup } from "./search-entry";

/** Spec 9: at least 3 characters before searching. */
export const MIN_SEARCH_LENGTH = 3;

/** The classification that must match exactly rather than by containment (spec 5). */
const EXACT_CLASSIFICATION = "serif";

/** The term to search for: trimmed and lower-cased; null when too short (results clear). */
export function searchTerm(input: string): string | null {
  const term = input.trim().toLowerCase();
  return term.length >= MIN_SEARCH_LENGTH ? term : null;
}

/**
 * A font matches when its name contains the term; when the term is exactly 'serif' and the
 * classification is exactly 'serif' (so 'serif' does not bring up every sans serif); when the
 * term is anything else and the classification contains it; or when its designer contains it.
 * `term` is already trimmed and lower-cased (searchTerm).
 */
export function fontMatches(
  entry: Pick<SearchEntry, "name" | "classification" | "designer">,
  term: string,
): boolean {
  const classification = entry.classification.toLowerCase();
  if (entry.name.toLowerCase().includes(term)) return true;
  if (term === EXACT_CLASSIFICATION) {
    if (classification === EXACT_CLASSIFICATION) return true;
  } else if (classification.includes(term)) {
    return true;
  }
  return entry.designer.toLowerCase().includes(term);
}

/** The entries that match the input, in index order; none for input under 3 characters. */
export function searchFonts<Entry extends SearchEntry>(
  entries: readonly Entry[],
  input: string,
): Entry[] {
  const term = searchTerm(input);
  if (term === null) return [];
  return entries.filter((entry) => fontMatches(entry, term));
}

export interface SearchResultGroup<Entry extends SearchEntry = SearchEntry> {
  group: SearchGroup;
  /** 'Retail Library', the collaboration label, 'Playground'. */
  title: string;
  entries: Entry[];
}

/** The results by group in the spec's order; a group with no results is left out (spec 2.4). */
export function groupResults<Entry extends SearchEntry>(
  results: readonly Entry[],
  titles: Readonly<Record<SearchGroup, string>>,
): SearchResultGroup<Entry>[] {
  return SEARCH_GROUPS.map((group) => ({
    group,
    title: titles[group],
    entries: results.filter((entry) => entry.group === group),
  })).filter((group) => group.entries.length > 0);
}

/** "Retail Library (4)": a group's title with its result count. */
export function groupHeading(group: Pick<SearchResultGroup, "title" | "entries">): string {
  return `${group.title} (${group.entries.length})`;
}

/**
 * The home page's "Load more" paging (spec 2.1: a paged font list). Page n shows the first
 * n × size fonts, so `?page=2` is a plain link that works without JavaScript and a reload keeps
 * everything the visitor had loaded.
 */

/** Display-size rows are tall: about a screenful at a time. */
export const HOMEPAGE_PAGE_SIZE = 4;

/** The page asked for in `?page=`: a whole number from 1; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export interface PageWindow {
  /** The read's `first` and `skip` (spec 7.3: home page fonts (first, skip)). */
  first: number;
  skip: number;
}

export function pageWindow(page: number, size = HOMEPAGE_PAGE_SIZE): PageWindow {
  return { first: page * size, skip: 0 };
}

export interface PagingState {
  shown: number;
  total: number;
  /** The page the 'Load more' link asks for; null when everything is shown. */
  nextPage: number | null;
}

export function pagingState(page: number, shown: number, total: number): PagingState {
  return { shown, total, nextPage: shown < total ? page + 1 : null };
}

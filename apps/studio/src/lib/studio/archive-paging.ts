/**
 * The archive's pages (spec 2.14: paged, with a total count). Pages are numbered from 1 in the
 * query string (`/archive?page=2`); anything else in `page` is not a page of the archive.
 */

/** Items per archive page: four rows of three on a desktop. */
export const ARCHIVE_PAGE_SIZE = 12;

/** The page asked for, 1 when absent; null when the value is not a page number. */
export function requestedPage(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

export function pageCount(total: number, pageSize = ARCHIVE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageHref(page: number): string {
  return page === 1 ? "/archive" : `/archive?page=${page}`;
}

/** `first` and `skip` of the Archive query for a page. */
export function pageWindow(page: number, pageSize = ARCHIVE_PAGE_SIZE) {
  return { first: pageSize, skip: (page - 1) * pageSize };
}

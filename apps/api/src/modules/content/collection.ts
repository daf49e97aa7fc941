// yoga's own error factory: a GraphQLError from another copy of graphql (ESM beside CJS)
// would fail yoga's instanceof check and be masked as "Unexpected error.".
import { createGraphQLError } from "graphql-yoga";

/** The most items one list query returns (the font search asks for 400, spec 9). */
export const MAX_PAGE_SIZE = 500;

export function paginate<T>(
  items: T[],
  first: number | null | undefined,
  skip: number | null | undefined,
): T[] {
  const take = first ?? 20;
  const offset = skip ?? 0;
  if (!Number.isInteger(take) || take < 0 || take > MAX_PAGE_SIZE) {
    throw createGraphQLError(`first must be an integer from 0 to ${MAX_PAGE_SIZE}`, {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw createGraphQLError("skip must be a non-negative integer", {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return items.slice(offset, offset + take);
}

export interface ValueFilter<T> {
  eq?: T | null;
  neq?: T | null;
  in?: readonly T[] | null;
}

/** True when the value passes every condition the filter sets. */
export function matches<T>(value: T, filter: ValueFilter<T> | null | undefined): boolean {
  if (!filter) return true;
  if (filter.eq != null && value !== filter.eq) return false;
  if (filter.neq != null && value === filter.neq) return false;
  if (filter.in != null && !filter.in.includes(value)) return false;
  return true;
}

/** Finds one item by a slug or id filter; null when nothing (or nothing visible) matches. */
export function findBySlugFilter<T extends { slug: string; id: string }>(
  items: T[],
  filter: { slug?: ValueFilter<string> | null; id?: ValueFilter<string> | null } | null | undefined,
): T | null {
  if (!filter || (!filter.slug && !filter.id)) return null;
  return (
    items.find((item) => matches(item.slug, filter.slug) && matches(item.id, filter.id)) ?? null
  );
}

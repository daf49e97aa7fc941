/**
 * Which items a Tiled content block shows (spec 3: contentType, layout, numberOfRows,
 * fillWithRemainingItems). The block names the items to show first; the grid holds
 * `numberOfRows` rows of the layout's column count.
 */

export type TileLayout = "two" | "three" | "four";

export const LAYOUT_COLUMNS: Record<TileLayout, number> = { two: 2, three: 3, four: 4 };

/** Columns of a layout name; content validates the names, so anything else is three. */
export function columnsOf(layout: string): number {
  return LAYOUT_COLUMNS[layout as TileLayout] ?? 3;
}

export interface TileRules {
  /** Keys (slugs, or ids for fonts in use) of the items to show first, in order. */
  items: readonly string[];
  layout: string;
  numberOfRows: number;
  fillWithRemainingItems: boolean;
  /** The item whose page this is: a page never tiles itself. */
  exclude?: string | undefined;
}

/**
 * The chosen items that exist, in the block's order; then, with fillWithRemainingItems, the rest
 * of the collection in its own order; never more than the grid holds. A block that names no
 * items shows the collection, as the More-goods block does with no products named.
 */
export function selectTiles<T>(
  collection: readonly T[],
  keyOf: (item: T) => string,
  { items, layout, numberOfRows, fillWithRemainingItems, exclude }: TileRules,
): T[] {
  const capacity = columnsOf(layout) * Math.max(1, numberOfRows);
  const pool = collection.filter((item) => keyOf(item) !== exclude);
  const byKey = new Map(pool.map((item) => [keyOf(item), item]));
  const chosen = [...new Set(items)].flatMap((key) =>
    byKey.has(key) ? [byKey.get(key) as T] : [],
  );
  if (items.length === 0) return pool.slice(0, capacity);
  if (!fillWithRemainingItems) return chosen.slice(0, capacity);
  const taken = new Set(chosen);
  return [...chosen, ...pool.filter((item) => !taken.has(item))].slice(0, capacity);
}

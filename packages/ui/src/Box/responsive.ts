/** The sprinkles' conditions (sprinkles.css.ts): `base` everywhere, the others from their step up. */
export type Condition = "base" | "tablet" | "desktop";

/** One value, or a value per condition: `{ base: "start", desktop: "end" }`. */
export type Responsive<Value> = Value | Partial<Record<Condition, Value>>;

/**
 * Translates a primitive's own words (`align="start"`) into sprinkles' CSS values
 * (`alignItems="flex-start"`), for one value or for each condition of a responsive one.
 */
export function mapResponsive<From extends string, To>(
  value: Responsive<From> | undefined,
  map: Record<From, To>,
): Responsive<To> | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return map[value];
  const mapped: Partial<Record<Condition, To>> = {};
  for (const [condition, each] of Object.entries(value) as [Condition, From | undefined][]) {
    if (each !== undefined) mapped[condition] = map[each];
  }
  return mapped;
}

/**
 * Integer minor units (pence, cents) are the only money this package hands out. Content and
 * GraphQL speak major units; these helpers are the two doors between the worlds.
 *
 * Rounding rule for the whole package: an amount the customer pays rounds UP, a discount rounds
 * DOWN. So the shop never charges less than its own rules say, and never gives away more than a
 * discount's stated size.
 */

/** Pence → pounds for GraphQL (2 decimals). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** Pounds (content, GraphQL input) → pence, to the nearest minor unit. */
export function toMinor(major: number): number {
  return Math.round(snap(major * 100));
}

/**
 * Products such as 4500 × 1.15 carry binary noise (5174.999999999999). Snapping to a millionth
 * of a minor unit removes it before any ceil/floor, so an exact multiple never jumps a step.
 */
function snap(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The smallest multiple of `multiple` that is ≥ value (both in minor units). */
export function ceilToMultiple(value: number, multiple = 1): number {
  return Math.ceil(snap(value) / multiple) * multiple;
}

/** The largest multiple of `multiple` that is ≤ value (both in minor units). */
export function floorToMultiple(value: number, multiple = 1): number {
  return Math.floor(snap(value) / multiple) * multiple;
}

/** Nearest minor unit, halves away from zero (used for tax, HMRC's "nearest penny"). */
export function roundHalfUp(value: number): number {
  const snapped = snap(value);
  const rounded = Math.round(Math.abs(snapped));
  return snapped < 0 ? -rounded : rounded;
}

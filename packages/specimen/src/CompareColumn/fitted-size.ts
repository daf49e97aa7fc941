/** The smallest size a comparison shows, as the size slider's own floor. */
export const FITTED_SIZE_MIN = 8;

/**
 * The size at which a text's longest unbreakable run fits its column: the chosen size when it
 * fits, else the size scaled down by the overflow (widths grow linearly with size), floored at
 * FITTED_SIZE_MIN, where the column breaks the word after all.
 */
export function fittedSize(size: number, available: number, needed: number): number {
  if (needed <= available || available <= 0) return size;
  return Math.max(FITTED_SIZE_MIN, Math.min(size, Math.floor((size * available) / needed)));
}

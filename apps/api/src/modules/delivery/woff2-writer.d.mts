/** Encodes an sfnt as WOFF2 with untransformed tables and Brotli at `quality` (0–11, default 5). */
export function encodeWoff2(sfnt: Uint8Array, quality?: number): Uint8Array;

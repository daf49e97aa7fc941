// The font-wide bounding box in an instance's 'head' table. HarfBuzz fixing a CFF2 font's axes
// (subset-font's variationAxes) leaves head's xMin/yMin/xMax/yMax at their empty-box sentinels
// (32767, -32767), and browsers' font sanitiser (OTS) refuses such a file outright. The source
// font's box bounds every glyph at its default position; an instance's glyphs lie within it but
// for the few units a heavier weight reaches past it, which nothing downstream relies on.
// Plain JavaScript: it runs in the subset worker (see subset-worker.mjs).

/** Byte offset of xMin in 'head'; yMin, xMax and yMax follow as int16 (OpenType spec, head). */
const BOUNDS_OFFSET = 36;
const HEAD = 0x68656164; // 'head'

/** The 'head' table of an sfnt as a view on its bytes, or null. */
function headOf(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const count = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    if (view.getUint32(record) !== HEAD) continue;
    const offset = view.getUint32(record + 8);
    if (view.getUint32(record + 12) < BOUNDS_OFFSET + 8) return null;
    return new DataView(sfnt.buffer, sfnt.byteOffset + offset, BOUNDS_OFFSET + 8);
  }
  return null;
}

/**
 * `sfnt` with the font-wide box of `source` where its own is empty (xMin > xMax or yMin > yMax);
 * unchanged otherwise. (The table checksums this leaves stale are not checked by browsers.)
 */
export function withSourceBounds(sfnt, source) {
  const head = headOf(sfnt);
  const sourceHead = headOf(source);
  if (!head || !sourceHead) return sfnt;
  const [xMin, yMin, xMax, yMax] = [0, 2, 4, 6].map((at) => head.getInt16(BOUNDS_OFFSET + at));
  if (xMin <= xMax && yMin <= yMax) return sfnt;
  for (const at of [0, 2, 4, 6]) {
    head.setInt16(BOUNDS_OFFSET + at, sourceHead.getInt16(BOUNDS_OFFSET + at));
  }
  return sfnt;
}

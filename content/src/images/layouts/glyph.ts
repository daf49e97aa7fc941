import { fontMetrics, setText } from "../outline-text";
import { drawLine, drawText, emptyDrawing, keepWithin, type Layout } from "./canvas";

/** Share of the room (inside the margins) the glyph's vertical extent may take. */
const FILL = 0.78;
/** Guide captions against the short side of the image; below 9 px they would only be noise. */
const CAPTION_SCALE = 0.022;
const MIN_CAPTION = 9;

/**
 * One glyph, huge, over thin guides at its baseline, x-height and cap height and lines at its
 * side bearings, the way a type designer sees it in the editor. A short word is drawn the same
 * way, bearings at its ends, rather than silently losing all but its first letter.
 */
export const glyph: Layout = (font, text, canvas) => {
  const { width, height, margin, focus } = canvas;
  const character = text.replace(/\s+/g, " ").trim();
  const drawing = emptyDrawing();
  const reference = setText(font, character, { size: 1000 });
  if (!reference.ink) return drawing;

  const guides = [
    { name: "Cap height", height: (size: number) => fontMetrics(font, size).capHeight },
    { name: "x-height", height: (size: number) => fontMetrics(font, size).xHeight },
    { name: "Baseline", height: () => 0 },
  ];
  const captionSize = Math.min(width, height) * CAPTION_SCALE;
  const captions =
    captionSize >= MIN_CAPTION
      ? guides.map((guide) => setText(font, guide.name, { size: captionSize, optical: true }))
      : [];
  const showCaptions =
    captions.length > 0 && captions.every((caption) => caption.missing.length === 0);
  // The captions get a column at the left. A lone glyph keeps the same free at the right so it
  // can still centre on the focal point; a word needs the width more than the symmetry.
  const column = showCaptions
    ? Math.max(...captions.map((caption) => caption.width)) + captionSize * 2
    : 0;
  const single = [...new Intl.Segmenter().segment(character)].length === 1;
  const left = margin + column;
  const right = width - margin - (single ? column : 0);

  // The extents the glyph and its guides need: a 'g' brings its descender, an 'H' nothing below
  // the baseline; horizontally the outline and the side bearings, whichever reaches further.
  const extent = (set: typeof reference, size: number) => {
    const ink = set.ink!;
    const advance = set.lines[0]!.advanceWidth;
    return {
      minX: Math.min(0, ink.minX),
      maxX: Math.max(advance, ink.maxX),
      minY: Math.min(ink.minY, -fontMetrics(font, size).capHeight),
      maxY: Math.max(ink.maxY, 0),
    };
  };
  const atReference = extent(reference, 1000);
  const size =
    1000 *
    FILL *
    Math.min(
      (height - 2 * margin) / (atReference.maxY - atReference.minY),
      (right - left) / (atReference.maxX - atReference.minX),
    );

  const set = setText(font, character, { size });
  const ink = set.ink!;
  const box = extent(set, size);
  // The outline (not the advance box: an 'f' or a 'j' hangs out of it) centres on the focal
  // point horizontally, the guides' span vertically.
  const x = keepWithin(focus.x - (ink.minX + ink.maxX) / 2, box.minX, box.maxX, left, right);
  const baseline = keepWithin(
    focus.y - (box.minY + box.maxY) / 2,
    box.minY,
    box.maxY,
    margin,
    height - margin,
  );

  guides.forEach((guide, index) => {
    const y = baseline - guide.height(size);
    drawLine(drawing, 0, y, width, y, canvas.faint, canvas.hairline);
    const caption = captions[index];
    if (showCaptions && caption)
      drawText(drawing, caption, margin, y - captionSize * 0.45, canvas.muted);
  });
  for (const side of [x, x + set.lines[0]!.advanceWidth]) {
    drawLine(drawing, side, margin / 2, side, height - margin / 2, canvas.faint, canvas.hairline);
  }
  drawText(drawing, set, x, baseline, canvas.foreground);
  return drawing;
};

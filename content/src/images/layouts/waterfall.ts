import { type Font, setText } from "../outline-text";
import { balancedLines, measureWords } from "./balanced-lines";
import { drawText, emptyDrawing, keepWithin, type Layout } from "./canvas";

/** The classic point sizes of a printed waterfall; rows keep their proportions, not the units. */
const SIZES = [72, 48, 36, 28, 21, 16, 12];
const LINE_HEIGHT = 1.25;
/** Space between rows, in the smaller row's size. */
const ROW_GAP = 0.5;
/** Smallest row against the image's short side: below it a row is a grey line, not type. */
const MIN_ROW = 0.012;
const CAPTION = 0.015;
/**
 * The largest row against the frame's height. Rows stay on one line, as in a printed waterfall,
 * while that leaves the largest at least this big; a longer sentence breaks into lines instead.
 */
const DISPLAY_SIZE = 0.08;

/**
 * The sentence at falling sizes, each row captioned with its size in the margin the way printed
 * specimens are. A row too long for the width breaks into balanced lines rather than being cut
 * off; the largest size that lets the whole stack fit is used, and rows too small to read are
 * dropped. Right-to-left text (Arabic, Hebrew) starts where it is read from: its rows hang from
 * the right, captioned in the right margin.
 */
export const waterfall: Layout = (font, text, canvas) => {
  const { width, height, margin, focus } = canvas;
  const short = Math.min(width, height);
  const sentence = text.replace(/\s+/g, " ").trim();
  const drawing = emptyDrawing();
  const measured = measureWords(font, sentence);
  const widest = Math.max(0, ...measured.widths);
  if (widest === 0) return drawing;
  const rtl = font.layout(sentence).direction === "rtl";
  const align = rtl ? "right" : "left";

  const captionSize = Math.max(9, short * CAPTION);
  // Rows no smaller than their captions' leading, so captions never collide.
  const minRow = Math.max(short * MIN_ROW, captionSize * 0.8);
  const column =
    Math.max(...SIZES.map((points) => advanceAt1000(font, String(points)))) * (captionSize / 1000) +
    captionSize * 2;
  const measure = Math.max(1, width - 2 * margin - column);

  const stackFor = (largest: number) => {
    // The largest row always stays, however small: a tiny frame still shows the sentence.
    const rows = SIZES.map((points) => ({ points, size: (largest * points) / SIZES[0]! }))
      .filter((row, index) => index === 0 || row.size >= minRow)
      .map((row) => ({
        ...row,
        lines: balancedLines(measured, (measure * 1000) / row.size),
      }));
    const gaps = rows.slice(1).reduce((sum, row) => sum + row.size * ROW_GAP, 0);
    const tall =
      rows.reduce((sum, row) => sum + row.lines.length * row.size * LINE_HEIGHT, 0) + gaps;
    return { rows, tall };
  };
  const fits = (largest: number) => {
    const { rows, tall } = stackFor(largest);
    return (
      rows.length > 0 && rows.every((row) => row.lines.length > 0) && tall <= height - 2 * margin
    );
  };
  const oneLine =
    (measure * 1000) /
    measured.widths.reduce((sum, width) => sum + width + measured.space, -measured.space);
  const singleLines = fits(oneLine) && oneLine >= height * DISPLAY_SIZE;
  // Otherwise larger sizes break into more lines, so height grows with size: search for the
  // largest that fits.
  let low = singleLines ? oneLine : 0;
  let high = singleLines ? oneLine : (measure * 1000) / widest;
  for (let step = 0; step < 24 && !singleLines; step++) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  const { rows, tall } = stackFor(low);

  // Each line box has the font's ascent-to-descent span centred in it, as CSS does.
  const ascentShare = font.ascent / (font.ascent - font.descent);
  let top = keepWithin(focus.y - tall / 2, 0, tall, margin, height - margin);
  for (const [position, row] of rows.entries()) {
    if (position > 0) top += row.size * ROW_GAP;
    // Lines within a row align by their advance, as running text does; the row as a whole hangs
    // by its first line's ink so the big sizes' side bearings do not read as an indent.
    const rowText = row.lines.join("\n");
    const set = setText(font, rowText, { size: row.size, lineHeight: LINE_HEIGHT, align });
    // Word widths ignore kerning across spaces: a line may come out a hair wider than measured.
    const squeeze = Math.min(1, measure / Math.max(set.width, 1));
    const fitted =
      squeeze < 1
        ? setText(font, rowText, {
            size: row.size * squeeze,
            lineHeight: LINE_HEIGHT / squeeze,
            align,
          })
        : set;
    const baseline = top + row.size * ((LINE_HEIGHT - 1) / 2 + ascentShare);
    const caption = setText(font, String(row.points), { size: captionSize });
    if (rtl) {
      const hang = Math.max(0, fitted.width - (fitted.lines[0]?.ink?.maxX ?? fitted.width));
      const end = width - margin - column;
      drawText(drawing, fitted, end - fitted.width + hang, baseline, canvas.foreground);
      drawText(drawing, caption, width - margin - caption.width, baseline, canvas.muted);
    } else {
      const hang = Math.max(0, fitted.lines[0]?.ink?.minX ?? 0);
      drawText(drawing, fitted, margin + column - hang, baseline, canvas.foreground);
      drawText(drawing, caption, margin, baseline, canvas.muted);
    }
    top += row.lines.length * row.size * LINE_HEIGHT;
  }
  return drawing;
};

function advanceAt1000(font: Font, text: string): number {
  return (font.layout(text).advanceWidth * 1000) / font.unitsPerEm;
}

import type { Font } from "../outline-text";
import { setText } from "../outline-text";
import { drawLine, drawText, emptyDrawing, type Layout } from "./canvas";

const UPPERCASE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWERCASE = "abcdefghijklmnopqrstuvwxyz";
const FIGURES = "0123456789";
const PUNCTUATION = "&@?!§$€£%*()[]";

/** The name's largest size against the rows' size: the name leads, the rows show the detail. */
const NAME_TO_ROWS = 2.6;
/** The single-line summary beneath the rows, against the rows' size. */
const SUMMARY_TO_ROWS = 0.36;
const ROW_LINE_HEIGHT = 1.22;
/** Room between the name and the rows, in row sizes. */
const GAP = 1;
/** Distance from the last row's baseline to the summary's, in summary sizes. */
const SUMMARY_LEADING = 2.4;

/**
 * The text as the font's name, large at the top; beneath a rule, the alphabet and figures at one
 * size and all of them again, small, on a single line: the classic specimen sheet.
 */
export const specimen: Layout = (font, text, canvas) => {
  const { width, height, margin } = canvas;
  const room = { width: width - 2 * margin, height: height - 2 * margin };
  const set = (value: string, size: number, lineHeight = 1) =>
    setText(font, value, { size, lineHeight, optical: true });
  const summary = supported(font, `${UPPERCASE} ${LOWERCASE} ${FIGURES}`);
  const summaryAt1000 = set(summary, 1000);
  const nameAt1000 = set(text, 1000);
  const nameHeight = inkHeight(nameAt1000) / 1000;

  // Wide frames take each alphabet on one row; narrow ones read better with it broken in two
  // than with the rows shrunk to fit. Try both and keep whichever sets the rows larger.
  const layouts = [
    [UPPERCASE, LOWERCASE, FIGURES + PUNCTUATION],
    [
      UPPERCASE.slice(0, 13),
      UPPERCASE.slice(13),
      LOWERCASE.slice(0, 13),
      LOWERCASE.slice(13),
      FIGURES,
      PUNCTUATION,
    ],
  ].map((candidate) => {
    const rows = candidate.map((row) => supported(font, row)).filter((row) => row.length > 0);
    const rowsAt1000 = set(rows.join("\n"), 1000, ROW_LINE_HEIGHT);
    const widthFit = Math.min(
      (1000 * room.width) / rowsAt1000.width,
      (1000 * room.width) / summaryAt1000.width / SUMMARY_TO_ROWS,
    );
    const nameSizeFor = (rowSize: number) =>
      Math.min(rowSize * NAME_TO_ROWS, (1000 * room.width) / nameAt1000.width);
    // Stack, top to bottom: name, gap, rows, summary; all of it proportional to the row size
    // except the name, which the width may cap.
    const stackHeight = (rowSize: number) =>
      nameSizeFor(rowSize) * nameHeight +
      rowSize * (GAP + rows.length * ROW_LINE_HEIGHT + SUMMARY_TO_ROWS * SUMMARY_LEADING);
    // The name's width cap makes the stack grow unevenly with the row size: search for the
    // largest row size whose stack fits.
    let rowSize = widthFit;
    if (stackHeight(rowSize) > room.height) {
      let low = 0;
      for (let step = 0; step < 30; step++) {
        const middle = (low + rowSize) / 2;
        if (stackHeight(middle) <= room.height) low = middle;
        else rowSize = middle;
      }
      rowSize = low;
    }
    return { rows, rowSize, nameSize: nameSizeFor(rowSize) };
  });
  const { rows, rowSize, nameSize } = layouts.reduce((best, next) =>
    next.rowSize > best.rowSize * 1.15 ? next : best,
  );

  const drawing = emptyDrawing();
  const nameSet = set(text, nameSize);
  const rowsSet = set(rows.join("\n"), rowSize, ROW_LINE_HEIGHT);
  const summarySet = set(summary, rowSize * SUMMARY_TO_ROWS);
  if (!nameSet.ink || !rowsSet.ink || !summarySet.ink) return drawing;

  // The name hangs from the top margin; the rows stand on the bottom margin, so the sheet is
  // anchored at both edges however much room is left between them.
  const nameY = margin - nameSet.ink.minY;
  drawText(drawing, nameSet, margin, nameY, canvas.foreground);
  const summaryY = height - margin - summarySet.ink.maxY;
  const rowsY =
    summaryY - rowSize * SUMMARY_TO_ROWS * SUMMARY_LEADING - rowsSet.lines.at(-1)!.baseline;
  const nameBottom = nameY + nameSet.ink.maxY;
  const rowsTop = rowsY + rowsSet.ink.minY;
  const ruleY = Math.max((nameBottom + rowsTop) / 2, rowsTop - rowSize * GAP * 0.6);
  drawLine(drawing, margin, ruleY, width - margin, ruleY, canvas.muted, canvas.hairline);
  drawText(drawing, rowsSet, margin, rowsY, canvas.foreground);
  drawText(drawing, summarySet, margin, summaryY, canvas.muted);
  return drawing;
};

/** The characters of `text` the font draws, so a specimen never shows a .notdef box. */
function supported(font: Font, text: string): string {
  return [...text]
    .filter(
      (character) => character === " " || font.hasGlyphForCodePoint(character.codePointAt(0)!),
    )
    .join("")
    .trim();
}

function inkHeight(set: { ink: { minY: number; maxY: number } | null }): number {
  return set.ink ? set.ink.maxY - set.ink.minY : 0;
}

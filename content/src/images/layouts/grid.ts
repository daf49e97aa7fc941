import { type Box, fontMetrics, setText, unionBox } from "../outline-text";
import { drawText, emptyDrawing, keepWithin, type Layout, round } from "./canvas";

/** Cap height against the cell: large enough to read as a glyph set, with air around each. */
const CAP_TO_CELL = 0.42;
/** No outline may come closer to a rule than this share of the cell. */
const PADDING = 0.08;

/**
 * The text's characters, one per square cell, in hairline rules: the glyph overview of a font
 * page. Every glyph is set at one size on one baseline per row (the cap-height box centred in the
 * cell), so their proportions compare; a tall glyph shrinks them all rather than crossing a rule.
 */
export const grid: Layout = (font, text, canvas) => {
  const { width, height, margin, focus } = canvas;
  const characters = [...new Intl.Segmenter().segment(text.replace(/\s+/g, ""))].map(
    (part) => part.segment,
  );
  const drawing = emptyDrawing();
  if (characters.length === 0) return drawing;

  const room = { width: width - 2 * margin, height: height - 2 * margin };
  // The column count that gives the largest square cells; ties go to fewer empty cells.
  let best = { columns: 1, rows: characters.length, cell: 0 };
  for (let columns = 1; columns <= characters.length; columns++) {
    const rows = Math.ceil(characters.length / columns);
    const cell = Math.min(room.width / columns, room.height / rows);
    if (cell > best.cell + 1e-6) best = { columns, rows, cell };
  }
  const { columns, rows } = best;
  const cell = Math.floor(best.cell);

  // Outlines at 1000 px, relative to a baseline through the cell's centre and each glyph's ink
  // centred across it: the union says how far the set reaches from the cell's centre.
  const capAt1000 = fontMetrics(font, 1000).capHeight;
  const sets = characters.map((character) => setText(font, character, { size: 1000 }));
  let reach: Box | null = null;
  for (const set of sets) {
    if (!set.ink) continue;
    const dx = -(set.ink.minX + set.ink.maxX) / 2;
    reach = unionBox(reach, {
      minX: set.ink.minX + dx,
      maxX: set.ink.maxX + dx,
      minY: set.ink.minY + capAt1000 / 2,
      maxY: set.ink.maxY + capAt1000 / 2,
    });
  }
  if (!reach) return drawing;
  const half = cell * (0.5 - PADDING);
  const size =
    1000 *
    Math.min(
      (cell * CAP_TO_CELL) / capAt1000,
      half / Math.max(-reach.minX, reach.maxX),
      half / Math.max(-reach.minY, reach.maxY),
    );

  const gridWidth = columns * cell;
  const gridHeight = rows * cell;
  const left = Math.round(
    keepWithin(focus.x - gridWidth / 2, 0, gridWidth, margin, width - margin),
  );
  const top = Math.round(
    keepWithin(focus.y - gridHeight / 2, 0, gridHeight, margin, height - margin),
  );

  // One path for all the rules; half-pixel offsets keep one-pixel hairlines crisp.
  const offset = canvas.hairline % 2 === 1 ? 0.5 : 0;
  let rules = "";
  for (let column = 0; column <= columns; column++) {
    rules += `M${round(left + column * cell + offset)} ${top}V${top + gridHeight}`;
  }
  for (let row = 0; row <= rows; row++) {
    rules += `M${left} ${round(top + row * cell + offset)}H${left + gridWidth}`;
  }
  drawing.elements.push(
    `<path d="${rules}" fill="none" stroke="${canvas.faint}" stroke-width="${round(canvas.hairline)}"/>`,
  );

  const baselineDrop = fontMetrics(font, size).capHeight / 2;
  characters.forEach((character, index) => {
    const set = setText(font, character, { size });
    if (!set.ink) return;
    const centreX = left + (index % columns) * cell + cell / 2;
    const centreY = top + Math.floor(index / columns) * cell + cell / 2;
    drawText(
      drawing,
      set,
      centreX - (set.ink.minX + set.ink.maxX) / 2,
      centreY + baselineDrop,
      canvas.foreground,
    );
  });
  return drawing;
};

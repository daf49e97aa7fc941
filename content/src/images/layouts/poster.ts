import { fontMetrics, type SetTextOptions, setText } from "../outline-text";
import { balanceInto, measureWords } from "./balanced-lines";
import { drawText, emptyDrawing, keepWithin, type Layout } from "./canvas";

/** Display setting is tight: the lines of a poster read as one shape. */
const LINE_HEIGHT = 1;
/** Share of the height (inside the margins) the type may fill, so it never touches top and bottom. */
const HEIGHT_FILL = 0.86;

/**
 * One or two words as large as the frame allows, centred optically on the focal point: by the
 * cap-height-to-baseline box, with ascenders, accents and descenders counting half, because
 * centring the raw ink box makes a word with descenders ride high.
 */
export const poster: Layout = (font, text, canvas) => {
  const { width, height, margin, focus } = canvas;
  const align = focus.x < width * 0.4 ? "left" : focus.x > width * 0.6 ? "right" : "centre";
  const options: Omit<SetTextOptions, "size"> = { lineHeight: LINE_HEIGHT, optical: true, align };

  const room = { width: width - 2 * margin, height: (height - 2 * margin) * HEIGHT_FILL };
  const fit = (value: string) => {
    const reference = setText(font, value, { size: 1000, ...options });
    if (!reference.ink) return { value, size: 0 };
    const { minX, maxX, minY, maxY } = reference.ink;
    return {
      value,
      size: 1000 * Math.min(room.width / (maxX - minX), room.height / (maxY - minY)),
    };
  };
  // Lines the author broke stay as written. A longer unbroken text would shrink to a thin strip,
  // so it is offered broken into up to four even lines and set whichever way is largest.
  const measured = measureWords(font, text);
  const candidates =
    text.includes("\n") || measured.words.length < 3
      ? [fit(text)]
      : [1, 2, 3, 4].map((lines) => fit(balanceInto(measured, lines).join("\n")));
  const best = candidates.reduce((chosen, next) => (next.size > chosen.size * 1.1 ? next : chosen));
  if (best.size === 0) return emptyDrawing();
  const { size, value } = best;

  const set = setText(font, value, { size, ...options });
  const ink = set.ink!;
  const capTop = -fontMetrics(font, size).capHeight;
  const lastBaseline = set.lines.at(-1)!.baseline;
  const top = ink.minY < capTop ? (capTop + ink.minY) / 2 : ink.minY;
  const bottom = ink.maxY > lastBaseline ? (lastBaseline + ink.maxY) / 2 : ink.maxY;

  const x = keepWithin(
    focus.x - (ink.minX + ink.maxX) / 2,
    ink.minX,
    ink.maxX,
    margin,
    width - margin,
  );
  const y = keepWithin(focus.y - (top + bottom) / 2, ink.minY, ink.maxY, margin, height - margin);
  const drawing = emptyDrawing();
  drawText(drawing, set, x, y, canvas.foreground);
  return drawing;
};

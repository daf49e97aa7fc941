import { type Font, fontMetrics, type SetText, setText } from "../outline-text";
import {
  type Canvas,
  type Drawing,
  drawText,
  emptyDrawing,
  keepWithin,
  type Layout,
  round,
} from "./canvas";

/** Small caps are tracked open, as they are on a printed label, in thousandths of an em. */
const SMALL_CAPS_TRACKING = 90;
/** Detail size against the short side of the image. */
const DETAIL = 0.026;
/** The title at most this many detail sizes, so a short title does not swamp the label. */
const TITLE_TO_DETAIL = 5.5;
/** Share of the height a one-line label may fill, the rule included. */
const WORDMARK_FILL = 0.62;

/**
 * A product label, in two forms. Several lines make a card: the first line as the title, a rule,
 * the rest in tracked small caps, as on a bag or a box. A single line (a wordmark, a masthead, a
 * dateline) is set in tracked small caps over a rule of its own width, as large as the frame
 * allows.
 */
export const label: Layout = (font, text, canvas) => {
  const [title = "", ...rest] = text.split("\n").map((line) => line.trim());
  const details = rest.filter(Boolean);
  return details.length === 0 ? wordmark(font, title, canvas) : card(font, title, details, canvas);
};

function wordmark(font: Font, title: string, canvas: Canvas): Drawing {
  const { width, height, margin, focus } = canvas;
  const drawing = emptyDrawing();
  const reference = smallCaps(font, title, 1000);
  if (!reference.ink) return drawing;
  // The rule sits a third of the cap height below the baseline and weighs about a stem's
  // fraction of the size, so it still shows when the logo is shown small.
  const capAt1000 = reference.ink.maxY - reference.ink.minY;
  const gapAt1000 = capAt1000 * 0.45;
  const ruleAt1000 = Math.max(capAt1000 * 0.04, 1);
  const blockAt1000 = capAt1000 + gapAt1000 + ruleAt1000;
  const size =
    1000 *
    Math.min(
      (width - 2 * margin) / reference.width,
      ((height - 2 * margin) * WORDMARK_FILL) / blockAt1000,
    );
  const set = smallCaps(font, title, size);
  const ink = set.ink!;
  const scale = size / 1000;
  const gap = gapAt1000 * scale;
  const weight = Math.max(canvas.hairline, ruleAt1000 * scale);
  const blockBottom = ink.maxY + gap + weight;

  const x = keepWithin(
    focus.x - (ink.minX + ink.maxX) / 2,
    ink.minX,
    ink.maxX,
    margin,
    width - margin,
  );
  const y = keepWithin(
    focus.y - (ink.minY + blockBottom) / 2,
    ink.minY,
    blockBottom,
    margin,
    height - margin,
  );
  drawText(drawing, set, x, y, canvas.foreground);
  drawRule(drawing, x + ink.minX, x + ink.maxX, y + ink.maxY + gap, weight, canvas.foreground);
  return drawing;
}

function card(font: Font, title: string, details: string[], canvas: Canvas): Drawing {
  const { width, height, margin, focus } = canvas;
  const drawing = emptyDrawing();
  // A label is an object, not a page: a card no wider than the frame is tall, centred on the
  // focal point, so the square crop keeps all of it.
  const baseSize = Math.max(9, Math.min(width, height) * DETAIL);
  const padding = baseSize * 2.2;
  const cardWidth = Math.min(width - 2 * margin, height - 2 * margin);
  const measure = cardWidth - 2 * padding;

  // The details stack down the card at one size, smaller if the longest needs it.
  const widest = Math.max(...details.map((detail) => smallCaps(font, detail, baseSize).width));
  const size = widest > measure ? (baseSize * measure) / widest : baseSize;
  const sets = details.map((detail) => smallCaps(font, detail, size));
  const leading = size * 1.7;
  // Small caps stand at the x-height: that is the height a line of details occupies.
  const smallCapHeight = fontMetrics(font, size).xHeight;
  const detailsHeight = smallCapHeight + (sets.length - 1) * leading;

  const gapAbove = size * 1.3;
  const gapBelow = size * 1.9;
  const reference = setText(font, title, { size: 1000, optical: true });
  const titleRoom = height - 2 * margin - 2 * padding - gapAbove - gapBelow - detailsHeight;
  const titleSize = reference.ink
    ? Math.min(
        size * TITLE_TO_DETAIL,
        (1000 * measure) / reference.width,
        (1000 * Math.max(titleRoom, 0)) / (reference.ink.maxY - reference.ink.minY),
      )
    : 0;
  const titleSet = setText(font, title, { size: titleSize, optical: true });
  // The rule clears the title's lowest ink, descenders included.
  const titleAscent = titleSet.ink ? -titleSet.ink.minY : 0;
  const titleDescent = titleSet.ink ? Math.max(titleSet.ink.maxY, 0) : 0;
  const cardHeight = titleAscent + titleDescent + gapAbove + gapBelow + detailsHeight + 2 * padding;

  const cardLeft = keepWithin(focus.x - cardWidth / 2, 0, cardWidth, margin, width - margin);
  const cardTop = keepWithin(focus.y - cardHeight / 2, 0, cardHeight, margin, height - margin);
  const inset = canvas.hairline / 2;
  drawing.elements.push(
    `<rect x="${round(cardLeft + inset)}" y="${round(cardTop + inset)}" width="${round(cardWidth - 2 * inset)}" height="${round(cardHeight - 2 * inset)}" fill="none" stroke="${canvas.foreground}" stroke-width="${round(canvas.hairline)}"/>`,
  );

  const left = cardLeft + padding;
  const titleBaseline = cardTop + padding + titleAscent;
  const ruleTop = titleBaseline + titleDescent + gapAbove;
  drawText(drawing, titleSet, left, titleBaseline, canvas.foreground);
  drawRule(drawing, left, left + measure, ruleTop, canvas.hairline * 2, canvas.foreground);
  sets.forEach((set, index) => {
    const baseline = ruleTop + gapBelow + smallCapHeight + index * leading;
    drawText(drawing, set, left, baseline, canvas.foreground);
  });
  return drawing;
}

/** A filled bar rather than a stroked line, so its top edge sits exactly where it is placed. */
function drawRule(
  drawing: Drawing,
  left: number,
  right: number,
  top: number,
  weight: number,
  colour: string,
): void {
  drawing.elements.push(
    `<rect x="${round(left)}" y="${round(top)}" width="${round(right - left)}" height="${round(weight)}" fill="${colour}"/>`,
  );
}

/**
 * Sets all small caps with the font's own `c2sc` and `smcp` when it has them; otherwise capitals
 * scaled to the x-height, which is how small caps are faked, a little light but the right size.
 */
function smallCaps(font: Font, text: string, size: number): SetText {
  const features = font.availableFeatures;
  if (features.includes("smcp") && features.includes("c2sc")) {
    return setText(font, text, {
      size,
      features: ["c2sc", "smcp"],
      letterSpacing: SMALL_CAPS_TRACKING,
      optical: true,
    });
  }
  const metrics = fontMetrics(font, 1000);
  const scale = metrics.xHeight / metrics.capHeight;
  return setText(font, text.toUpperCase(), {
    size: size * scale,
    letterSpacing: SMALL_CAPS_TRACKING / scale,
    optical: true,
  });
}

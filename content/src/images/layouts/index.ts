import type { ImageSource } from "../../schema/common";
import type { Font } from "../outline-text";
import { createCanvas, type Layout } from "./canvas";
import { glyph } from "./glyph";
import { grid } from "./grid";
import { label } from "./label";
import { poster } from "./poster";
import { specimen } from "./specimen";
import { waterfall } from "./waterfall";

const layouts: Record<ImageSource["layout"], Layout> = {
  poster,
  specimen,
  glyph,
  waterfall,
  grid,
  label,
};

/** Half a pixel: anti-aliasing may spill that far without anything looking cut. */
const TOLERANCE = 0.5;

/**
 * The SVG for an image source, drawn with `font`'s outlines. Layouts size their type to fit;
 * the check here turns a layout bug into a build error instead of a clipped catalogue image.
 */
export function composeSvg(font: Font, source: ImageSource): string {
  const canvas = createCanvas(source);
  const drawing = layouts[source.layout](font, source.text, canvas);
  const { ink } = drawing;
  if (
    ink &&
    (ink.minX < -TOLERANCE ||
      ink.minY < -TOLERANCE ||
      ink.maxX > canvas.width + TOLERANCE ||
      ink.maxY > canvas.height + TOLERANCE)
  ) {
    throw new Error(
      `the ${source.layout} layout set "${source.text}" outside its ${canvas.width}×${canvas.height} frame`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">`,
    `<rect width="${canvas.width}" height="${canvas.height}" fill="${canvas.background}"/>`,
    ...drawing.elements,
    "</svg>",
  ].join("");
}

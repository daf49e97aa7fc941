import { style } from "@vanilla-extract/css";
import { surface } from "../Skeleton/Skeleton.css";

export const text = style({
  // Keeps the skeleton's box on the glyphs' line boxes rather than on the whole block.
  boxDecorationBreak: "clone",
  WebkitBoxDecorationBreak: "clone",
});

/**
 * While the file loads the text is laid out (so the page does not jump when it arrives) but
 * painted as a skeleton: the skeleton tone on the line boxes, the glyphs unseen inside.
 */
export const loading = style([
  surface,
  {
    // Selection would reveal the fallback face; there is nothing to select yet.
    userSelect: "none",
  },
]);

/**
 * The glyphs while their file loads: opacity rather than a transparent colour, which contrast
 * checkers (axe, Lighthouse) read as text too faint to see. Still read by screen readers.
 */
export const hiddenGlyphs = style({ opacity: 0 });

import { style } from "@vanilla-extract/css";
import { surface } from "../Skeleton/Skeleton.css";

export const text = style({
  // Keeps the skeleton's box on the glyphs' line boxes rather than on the whole block.
  boxDecorationBreak: "clone",
  WebkitBoxDecorationBreak: "clone",
});

/**
 * While the file loads the text is laid out (so the page does not jump when it arrives) but
 * painted as a skeleton: the glyphs are transparent over the skeleton tone.
 */
export const loading = style([
  surface,
  {
    color: "transparent",
    // Selection would reveal the fallback face; there is nothing to select yet.
    userSelect: "none",
  },
]);

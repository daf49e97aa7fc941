import { style } from "@vanilla-extract/css";

/**
 * What a name's subset holds (for a variable style, its `axes=normal` instance): the style's own
 * weight and width, never the surrounding text's, and never a synthesised bold or italic.
 */
export const name = style({
  fontWeight: 400,
  fontStretch: "normal",
  fontStyle: "normal",
});

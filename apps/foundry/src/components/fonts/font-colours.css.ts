import { createVar } from "@vanilla-extract/css";

/**
 * A font's own colours (spec 3: backgroundColour, foregroundColour, hoverColour, borderColour),
 * set inline per font by `fontColourVars()` and read by the list rows and the font pages.
 */
export const fontColour = {
  background: createVar(),
  foreground: createVar(),
  hover: createVar(),
  border: createVar(),
};

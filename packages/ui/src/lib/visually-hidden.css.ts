import { style } from "@vanilla-extract/css";

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  // `clip` is deprecated but is what older Safari honours; clip-path covers the rest.
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
});

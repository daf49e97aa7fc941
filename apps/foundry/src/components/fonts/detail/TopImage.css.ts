import { style } from "@vanilla-extract/css";

export const picture = style({
  display: "block",
});

/** Full bleed, never taller than most of the first screen, cropped round the focal point. */
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  maxHeight: "78vh",
  objectFit: "cover",
  backgroundSize: "cover",
  backgroundRepeat: "no-repeat",
});

import { style } from "@vanilla-extract/css";

/**
 * A content image fills its box; the blurred preview and the image's average colour sit behind
 * it until it arrives (set inline: they are content's, not the theme's).
 */
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  backgroundSize: "cover",
  backgroundRepeat: "no-repeat",
});

/** Fills a box of its own shape, cropped around the focal point. */
export const cover = style({
  height: "100%",
  objectFit: "cover",
});

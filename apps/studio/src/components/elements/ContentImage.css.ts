import { style } from "@vanilla-extract/css";

export const picture = style({ display: "block" });

/** Fills its column at its own shape; the content's colour fills the box until it loads. */
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
});

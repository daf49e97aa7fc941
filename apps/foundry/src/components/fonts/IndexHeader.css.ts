import { style } from "@vanilla-extract/css";

export const count = style({
  fontVariantNumeric: "tabular-nums",
});

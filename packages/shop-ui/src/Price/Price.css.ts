import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const price = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "flex-end",
  columnGap: "0.5em",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

export const undiscounted = style({
  color: vars.colour.textSecondary,
  textDecorationThickness: vars.rule.width,
});

export const notSet = style({
  color: vars.colour.textSecondary,
});

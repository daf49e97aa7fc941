import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  paddingBlock: vars.space[6],
});

export const status = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

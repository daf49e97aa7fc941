import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[12],
});

export const credit = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

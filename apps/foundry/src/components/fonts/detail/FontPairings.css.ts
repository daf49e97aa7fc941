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

/** A text at content's settings (with `typeSettings` from @meridian/ui). */
export const setting = style({
  display: "block",
  margin: 0,
  overflowWrap: "break-word",
});

export const body = style({
  maxWidth: "40em",
});

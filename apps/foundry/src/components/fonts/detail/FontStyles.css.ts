import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const group = style({
  selectors: {
    "& + &": { marginTop: vars.space[8] },
  },
});

export const groupTitle = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const name = style({
  fontSize: "clamp(2rem, 1.2rem + 2.6vw, 3.5rem)",
  lineHeight: 1.15,
  "@media": {
    [media.mobile]: { fontSize: vars.size.xlarge },
  },
});

export const weight = style({
  flexShrink: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

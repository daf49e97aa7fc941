import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[8],
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
      columnGap: vars.space[12],
    },
  },
});

export const intro = style({
  maxWidth: "44rem",
  fontSize: vars.size.xlarge,
  lineHeight: vars.leading.snug,
  letterSpacing: "-0.01em",
  "@media": {
    [media.mobile]: { fontSize: vars.size.large },
  },
});

export const body = style({
  maxWidth: "40rem",
});

export const notes = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
  fontSize: vars.size.small,
});

export const noteTitle = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.medium,
});

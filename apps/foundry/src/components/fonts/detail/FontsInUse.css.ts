import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space[8]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", columnGap: vars.space[6] },
  },
});

export const link = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline", textUnderlineOffset: "0.2em" },
  },
});

export const name = style({
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});

export const categories = style({
  fontSize: vars.size.caption,
  color: vars.colour.textSecondary,
});

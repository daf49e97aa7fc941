import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space[4],
  rowGap: vars.space[12],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", columnGap: vars.space[6] },
    [media.huge]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const item = style({
  margin: 0,
  display: "grid",
  gap: vars.space[3],
  alignContent: "start",
});

export const caption = style({ display: "grid", gap: vars.space[1] });

export const title = style({
  margin: 0,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

export const meta = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

export const description = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  maxWidth: "32rem",
});

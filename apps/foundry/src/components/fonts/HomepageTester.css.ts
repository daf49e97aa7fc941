import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const caption = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  paddingBlock: vars.space[4],
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  "@media": {
    [media.tablet]: { paddingTop: vars.space[6] },
  },
});

export const title = style({
  margin: 0,
  fontSize: "inherit",
  fontWeight: vars.weight.medium,
});

export const link = style({
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline", textUnderlineOffset: "0.2em" },
  },
});

export const meta = style({
  display: "flex",
  gap: vars.space[4],
  margin: 0,
  color: vars.colour.textSecondary,
});

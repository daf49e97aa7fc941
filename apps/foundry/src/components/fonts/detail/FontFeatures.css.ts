import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  rowGap: vars.space[2],
  paddingBlock: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(12rem, 1fr) minmax(0, 3fr)",
      alignItems: "center",
      columnGap: vars.space[6],
    },
  },
});

export const control = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  fontSize: vars.size.small,
});

export const tag = style({
  fontSize: vars.size.caption,
  color: vars.colour.textSecondary,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
});

export const sample = style({
  fontSize: "clamp(1.5rem, 1rem + 1.5vw, 2.25rem)",
  lineHeight: 1.25,
  overflowWrap: "anywhere",
});

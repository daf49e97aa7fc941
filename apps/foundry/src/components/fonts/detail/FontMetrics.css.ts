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

/** Room above the ascender for its label; a wide specimen is cut at the side, not the page. */
export const diagram = style({
  paddingTop: vars.space[5],
  overflowX: "clip",
});

/** The box the lines are measured against: exactly the specimen's line. */
export const frame = style({
  position: "relative",
});

export const specimen = style({
  display: "block",
  fontSize: "clamp(6rem, 3rem + 14vw, 15rem)",
  whiteSpace: "nowrap",
});

export const line = style({
  position: "absolute",
  left: 0,
  right: 0,
  borderTop: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  pointerEvents: "none",
});

export const baseline = style({
  borderTopColor: vars.colour.rule,
});

export const lineLabel = style({
  position: "absolute",
  right: 0,
  bottom: vars.space[1],
  paddingLeft: vars.space[2],
  background: vars.colour.background,
  fontSize: vars.size.caption,
  lineHeight: 1,
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { fallbackVar, style } from "@vanilla-extract/css";
import { fontColour } from "../font-colours.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  margin: 0,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const swatch = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  fontSize: vars.size.small,
});

export const chip = style({
  aspectRatio: "2 / 1",
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});

export const background = style({ background: fallbackVar(fontColour.background, "transparent") });
export const foreground = style({ background: fallbackVar(fontColour.foreground, "transparent") });
export const hover = style({ background: fallbackVar(fontColour.hover, "transparent") });
export const border = style({ background: fallbackVar(fontColour.border, "transparent") });

export const label = style({
  margin: 0,
  color: vars.colour.textSecondary,
});

export const value = style({
  margin: 0,
  fontVariantNumeric: "tabular-nums",
  textTransform: "uppercase",
});

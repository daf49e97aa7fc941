import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { headerHeight } from "../shell/frame.css";

/** The summary stays in view while the form scrolls past it. */
export const summary = style({
  "@media": {
    [media.desktop]: {
      position: "sticky",
      top: `calc(${headerHeight} + ${vars.space[8]})`,
    },
  },
});

export const note = style({
  margin: 0,
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[6],
  maxWidth: "34rem",
});

export const lede = style({
  margin: 0,
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
});

export const link = style({
  color: "inherit",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

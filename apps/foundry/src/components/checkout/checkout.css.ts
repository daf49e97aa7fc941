import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { HEADER_HEIGHT } from "../shell/header/Header.css";

/** The summary stays in view while the form scrolls past it. */
export const summary = style({
  "@media": {
    [media.desktop]: {
      position: "sticky",
      top: `calc(${HEADER_HEIGHT} + ${vars.space[8]})`,
    },
  },
});

export const summaryTitle = style({
  margin: 0,
  marginBottom: vars.space[4],
  paddingBottom: vars.space[2],
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

export const message = style({
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

export const note = style({
  margin: 0,
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

export const link = style({
  color: "inherit",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

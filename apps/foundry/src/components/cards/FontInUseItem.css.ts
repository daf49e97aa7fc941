import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const title = style({
  margin: 0,
  marginTop: vars.space[1],
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
  letterSpacing: "-0.01em",
});

/** 'Set in' and the fonts, each a link to its page. */
export const fonts = style({
  margin: 0,
  fontSize: vars.size.small,
});

export const fontLink = style({
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

export const meta = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const external = style({
  color: vars.colour.text,
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

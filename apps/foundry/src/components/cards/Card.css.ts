import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const link = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  textDecoration: "none",
  color: "inherit",
});

export const image = style({
  aspectRatio: "1",
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${link}:hover &`]: { opacity: 0.88 } },
});

export const title = style({
  margin: 0,
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
  letterSpacing: "-0.01em",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
  selectors: { [`${link}:hover &`]: { textDecorationLine: "underline" } },
});

export const meta = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const text = style({
  margin: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

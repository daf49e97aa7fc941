import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";

export const card = style({ display: "grid", gap: vars.space[4] });

export const link = style({
  display: "grid",
  gap: vars.space[4],
  textDecoration: "none",
});

export const frame = style({ overflow: "hidden" });

export const image = style({
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { [`${link}:hover &`]: { transform: "scale(1.015)" } },
});

export const title = style({
  margin: 0,
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
  selectors: {
    [`${link}:hover &`]: {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

export const meta = style({
  flex: "none",
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

export const text = style({
  margin: 0,
  maxWidth: "36rem",
  color: vars.colour.textSecondary,
});

globalStyle(`${link}:focus-visible ${frame}`, { outline: "none" });

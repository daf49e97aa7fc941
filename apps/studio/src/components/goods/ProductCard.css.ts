import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const link = style({
  display: "grid",
  gap: vars.space[3],
  textDecoration: "none",
});

/** Holds the picture and, where there is one, the second picture shown on hover. */
export const frame = style({ position: "relative", overflow: "hidden" });

export const alternate = style({
  position: "absolute",
  inset: 0,
  opacity: 0,
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
  "@media": {
    [media.hover]: { selectors: { [`${link}:hover &`]: { opacity: 1 } } },
  },
});

export const name = style({
  margin: 0,
  fontSize: vars.size.body,
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

export const price = style({ flex: "none", fontVariantNumeric: "tabular-nums" });

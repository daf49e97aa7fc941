import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const name = style({
  margin: 0,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

export const link = style({
  textDecoration: "none",
  selectors: {
    "&:hover": {
      textDecorationLine: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

export const price = style({
  margin: 0,
  flexShrink: 0,
  fontSize: vars.size.body,
  fontVariantNumeric: "tabular-nums",
});

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  margin: 0,
});

/** Name and price on one line, as on a price list. */
export const line = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space[4],
  paddingTop: vars.space[2],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

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

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space[6],
  rowGap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.size.large,
});

export const link = style({
  textDecoration: "none",
  color: vars.colour.textSecondary,
  selectors: {
    "&:hover": { color: vars.colour.text },
    "&[aria-current='page']": {
      color: vars.colour.text,
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

export const count = style({
  marginInlineStart: "0.15em",
  fontSize: vars.size.caption,
  verticalAlign: "super",
  lineHeight: 0,
  fontVariantNumeric: "tabular-nums",
});

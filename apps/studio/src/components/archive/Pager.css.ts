import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const pages = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontVariantNumeric: "tabular-nums",
});

export const page = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: vars.control.medium,
  minHeight: vars.control.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline", textUnderlineOffset: "0.2em" },
    "&[aria-current='page']": {
      outline: `${vars.rule.width} solid ${vars.colour.text}`,
      outlineOffset: "-1px",
    },
  },
});

export const step = style({
  minWidth: "5rem",
  selectors: { "&:last-child": { textAlign: "right" } },
});

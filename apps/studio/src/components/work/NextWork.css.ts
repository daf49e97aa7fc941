import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "end",
  gap: vars.space[6],
  marginTop: vars.space[16],
  paddingTop: vars.space[6],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const next = style({
  display: "grid",
  gap: vars.space[1],
  textDecoration: "none",
});

export const label = style({ fontSize: vars.size.small, color: vars.colour.textSecondary });

export const title = style({
  fontSize: vars.size.xlarge,
  lineHeight: vars.leading.tight,
  selectors: {
    [`${next}:hover &`]: {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.15em",
    },
  },
});

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

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

import { vars } from "@meridian/ui/theme/contract.css";
import { style, styleVariants } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const layout = styleVariants({
  /** The menu panel: one large link a line. */
  stacked: { flexDirection: "column", gap: vars.space[1] },
  /** The studio index: a row that wraps. */
  row: { flexWrap: "wrap", columnGap: vars.space[6], rowGap: vars.space[2] },
});

export const size = styleVariants({
  large: {
    fontSize: vars.size.title,
    lineHeight: vars.leading.tight,
    letterSpacing: "-0.02em",
  },
  body: { fontSize: vars.size.body },
});

export const link = style({
  textDecoration: "none",
  selectors: {
    "&:hover, &[aria-current='page']": {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.12em",
    },
  },
});

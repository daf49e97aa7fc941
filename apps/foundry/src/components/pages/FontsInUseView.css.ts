import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** The category filter: one line of links under a rule, the current one underlined. */
export const filter = style({
  marginBottom: vars.space[8],
  paddingBlock: vars.space[3],
  borderBlock: `${vars.rule.width} solid ${vars.colour.rule}`,
  "@media": { [media.tablet]: { marginBottom: vars.space[12] } },
});

export const filterList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[6]}`,
});

export const filterLink = style({
  display: "inline-flex",
  alignItems: "baseline",
  gap: vars.space[1],
  minHeight: "1.5rem",
  textDecoration: "none",
  color: vars.colour.textSecondary,
  selectors: {
    "&:hover": { color: vars.colour.text },
    '&[aria-current="page"]': {
      color: vars.colour.text,
      textDecorationLine: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.25em",
    },
  },
});

export const count = style({
  fontSize: vars.size.caption,
  fontVariantNumeric: "tabular-nums",
});

export const empty = style({
  margin: 0,
  color: vars.colour.textSecondary,
});

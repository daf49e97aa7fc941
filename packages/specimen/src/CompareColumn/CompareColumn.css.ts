import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const column = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  padding: `${vars.space[4]} ${vars.space[6]} ${vars.space[12]}`,
  selectors: {
    "& + &": { borderLeft: `${vars.rule.width} solid ${vars.colour.rule}` },
  },
  "@media": {
    [media.mobile]: {
      padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[8]}`,
      selectors: {
        "& + &": { borderLeft: 0, borderTop: `${vars.rule.width} solid ${vars.colour.rule}` },
      },
    },
  },
});

export const columnHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[4],
  fontSize: vars.size.body,
});

export const fontLink = style({
  color: vars.colour.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const remove = style({
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.colour.textSecondary,
  font: "inherit",
  fontSize: vars.size.small,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.colour.text, textDecoration: "underline" } },
});

export const columnControls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  marginTop: vars.space[2],
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});

export const sample = style({
  margin: 0,
  marginTop: vars.space[6],
  lineHeight: 1.1,
  overflowWrap: "break-word",
  whiteSpace: "pre-wrap",
});

/** 'Shown at 58px to fit': where a column is narrower than the text's longest word. */
export const fitted = style({
  color: vars.colour.textSecondary,
});

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** A font as a tile: its name set in itself above a rule, the facts in the UI face below. */
export const tile = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: vars.space[6],
  minHeight: "12rem",
  paddingTop: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  textDecoration: "none",
  color: "inherit",
});

export const name = style({
  display: "block",
  fontSize: "clamp(2.5rem, 1.5rem + 3vw, 4.5rem)",
  lineHeight: 1,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space[4],
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  selectors: { [`${tile}:hover &`]: { color: vars.colour.text } },
});

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const contacts = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  fontSize: vars.size.body,
  // <address> is italic by default.
  fontStyle: "normal",
});

export const socials = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: vars.colour.textSecondary,
});

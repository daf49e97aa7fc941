import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The admin's page: a header bar, then the work at a readable width. */
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[4],
  padding: `${vars.space[3]} ${vars.space[6]}`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const brand = style({ fontWeight: vars.weight.medium, marginRight: "auto" });

export const nav = style({ display: "flex", flexWrap: "wrap", gap: vars.space[4] });

export const navLink = style({
  color: vars.colour.text,
  textUnderlineOffset: "0.2em",
  selectors: { '&[aria-current="page"]': { fontWeight: vars.weight.medium } },
});

export const main = style({
  maxWidth: "72rem",
  margin: "0 auto",
  padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[16]}`,
});

export const narrow = style({ maxWidth: "26rem", margin: "0 auto", padding: vars.space[6] });

/** Tables of files and revisions: full width, rules between rows, scrolled sideways on a tablet. */
export const tableWrap = style({ overflowX: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.size.small,
});

export const cell = style({
  textAlign: "left",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  verticalAlign: "top",
});

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space[4],
  marginBottom: vars.space[6],
});

export const message = style({ color: vars.colour.error });

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** A text at content's settings (with `typeSettings` from @meridian/ui). */
export const setting = style({
  display: "block",
  margin: 0,
  overflowWrap: "break-word",
});

export const body = style({
  maxWidth: "40em",
});

/** A pairing to try: its controls in one quiet row over the two texts. */
export const tester = style({
  display: "grid",
  gap: vars.space[4],
  scrollMarginTop: vars.space[24],
});

export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[6],
  rowGap: vars.space[2],
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});

export const action = style({
  height: "1.75rem",
  padding: `0 ${vars.space[2]}`,
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.colour.text } },
});

export const editable = style({
  outline: "none",
  selectors: {
    "&:focus-visible": { boxShadow: `0 0 0 2px ${vars.colour.focus}` },
  },
});

/** The two texts: the box a pairing's PNG is drawn from. */
export const texts = style({
  display: "grid",
  gap: vars.space[4],
});

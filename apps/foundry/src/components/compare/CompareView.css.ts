import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const header = style({
  paddingTop: vars.space[12],
  "@media": { [media.mobile]: { paddingTop: vars.space[8] } },
});

/** The shared controls: one ruled row under the title, as a tester's. */
export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[6],
  rowGap: vars.space[2],
  marginTop: vars.space[8],
  paddingBlock: vars.space[2],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});

export const controlLabel = style({
  color: vars.colour.textSecondary,
});

export const textControl = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  flex: "1 1 16rem",
  minWidth: 0,
});

export const textInput = style({
  flex: 1,
  minWidth: 0,
  height: vars.control.small,
  padding: `0 ${vars.space[2]}`,
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  borderRadius: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  selectors: { "&:hover, &:focus": { borderColor: vars.colour.text } },
});

export const empty = style({
  paddingBlock: vars.space[12],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  color: vars.colour.textSecondary,
});

/** Columns of equal width divided by rules; one under another on a phone. */
export const columns = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(0, 1fr)",
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  "@media": {
    [media.mobile]: { gridAutoFlow: "row" },
  },
});

/** 'Your comparison is full', when a catalogue link's `add` met four fonts: under the title. */
export const replaceChoice = style({
  width: "100%",
  marginTop: vars.space[8],
  marginBottom: vars.space[12],
});

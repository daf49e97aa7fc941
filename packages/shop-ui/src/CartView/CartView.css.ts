import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
  fontSize: vars.size.body,
  lineHeight: vars.leading.snug,
  selectors: {
    "&[aria-busy='true']": { opacity: 0.6, transition: `opacity ${vars.motion.duration}` },
  },
});

export const section = style({
  display: "flex",
  flexDirection: "column",
});

export const sectionTitle = style({
  margin: 0,
  paddingBottom: vars.space[2],
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

export const group = style({
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  selectors: { "&:last-child": { borderBottom: 0 } },
});

export const groupHead = style({
  display: "flex",
  justifyContent: "flex-end",
  paddingTop: vars.space[3],
});

export const items = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** Name and price on the first line, the licence or 'Add another' under the name. */
export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto auto",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  alignItems: "baseline",
  padding: `${vars.space[3]} 0`,
  selectors: {
    "& + &": { borderTop: `${vars.rule.width} solid ${vars.colour.ruleSubtle}` },
  },
});

export const name = style({ gridColumn: 1, overflowWrap: "anywhere" });

export const meta = style({
  gridColumn: 1,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space[4],
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const price = style({ gridColumn: 2, gridRow: 1, textAlign: "right" });

export const remove = style({
  gridColumn: 3,
  gridRow: 1,
  // On the first line, beside the name and price, however many lines the name takes.
  alignSelf: "start",
  position: "relative",
  width: "1.5rem",
  height: "1.5rem",
  margin: "-0.125rem -0.25rem 0 0",
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.colour.text,
  cursor: "pointer",
  "::before": {
    content: '""',
    position: "absolute",
    top: "50%",
    left: "25%",
    width: "50%",
    height: vars.rule.width,
    background: "currentColor",
    transform: "rotate(45deg)",
  },
  "::after": {
    content: '""',
    position: "absolute",
    top: "50%",
    left: "25%",
    width: "50%",
    height: vars.rule.width,
    background: "currentColor",
    transform: "rotate(-45deg)",
  },
  selectors: {
    "&:hover": { color: vars.colour.textSecondary },
  },
});

/** Keeps the price column lined up when a row has no remove cross (snapshot mode). */
export const removeSpacer = style({ gridColumn: 3, gridRow: 1, width: 0 });

export const addAnother = style({
  minHeight: "auto",
  fontSize: vars.size.small,
  color: vars.colour.text,
});

export const totals = style({
  display: "grid",
  // The labels keep at least half the width: a long status text ('Enter billing address to
  // calculate') wraps in its own column instead of squeezing 'Total Discount (…)' to a word a line.
  gridTemplateColumns: "minmax(50%, 1fr) auto",
  columnGap: vars.space[4],
  margin: 0,
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

/** A dt/dd pair; its box is dropped so both sit in the list's grid. */
export const totalRow = style({ display: "contents" });

export const totalLabel = style({
  margin: 0,
  padding: `${vars.space[2]} 0`,
  selectors: {
    "&[data-key='total']": {
      borderTop: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
      marginTop: vars.space[1],
    },
  },
});

export const totalValue = style([
  totalLabel,
  {
    textAlign: "right",
    fontVariantNumeric: "tabular-nums",
    selectors: {
      "&[data-pending='true']": { color: vars.colour.textSecondary },
    },
  },
]);

/** Why a row's amount is what it is ('Reverse charge: …'), quiet under the row, across both columns. */
export const totalNote = style({
  gridColumn: "1 / -1",
  margin: `calc(-1 * ${vars.space[1]}) 0 0`,
  paddingBottom: vars.space[2],
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const footer = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
});

export const note = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const share = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  overflowWrap: "anywhere",
});

export const shareButton = style({
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  textAlign: "left",
  textDecoration: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.colour.text } },
});

export const arrow = style({ fontFeatureSettings: '"case" 1' });

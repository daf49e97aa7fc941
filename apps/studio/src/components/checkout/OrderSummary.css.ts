import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
  fontSize: vars.size.body,
  lineHeight: vars.leading.snug,
});

export const title = style({
  margin: 0,
  paddingBottom: vars.space[2],
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

export const items = style({
  margin: `calc(-1 * ${vars.space[6]}) 0 0`,
  padding: 0,
  listStyle: "none",
});

/** Name and price on the first line; 'Add another' and 'Remove' under the name. */
export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  alignItems: "baseline",
  padding: `${vars.space[3]} 0`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});

export const name = style({ gridColumn: 1, overflowWrap: "anywhere" });

export const price = style({
  gridColumn: 2,
  gridRow: 1,
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
});

export const actions = style({
  gridColumn: "1 / -1",
  display: "flex",
  gap: vars.space[4],
});

export const action = style({
  minHeight: "1.5rem",
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  selectors: { "&:hover": { color: vars.colour.text } },
});

/** Labels keep to one line; a long status ('Enter shipping address to calculate') wraps. */
export const totals = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  margin: 0,
});

/** A dt/dd pair; its box is dropped so both sit in the list's grid. */
export const totalRow = style({ display: "contents" });

export const totalLabel = style({
  margin: 0,
  padding: `${vars.space[1]} 0`,
  whiteSpace: "nowrap",
  selectors: {
    "&[data-key='total']": {
      marginTop: vars.space[2],
      paddingTop: vars.space[3],
      borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
      fontSize: vars.size.large,
    },
  },
});

export const totalValue = style([
  totalLabel,
  {
    // Spaced by padding, not a column gap, so the Total row's rule runs unbroken.
    paddingLeft: vars.space[6],
    textAlign: "right",
    whiteSpace: "normal",
    fontVariantNumeric: "tabular-nums",
    selectors: {
      "&[data-pending='true']": { color: vars.colour.textSecondary },
      "&[data-key='total'][data-pending='true']": { fontSize: vars.size.body },
    },
  },
]);

/** Why a row's amount is what it is ('Reverse charge: …'), quiet under the row, across both columns. */
export const totalNote = style({
  gridColumn: "1 / -1",
  margin: 0,
  paddingBottom: vars.space[1],
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const note = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

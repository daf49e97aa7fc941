import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";

export const sheet = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[12],
  maxWidth: "56rem",
  fontSize: vars.size.body,
  lineHeight: vars.leading.snug,
  "@media": {
    print: { maxWidth: "none", gap: vars.space[8], fontSize: "10pt" },
  },
});

/**
 * A printed invoice is the sheet alone: the site's header, footer, skip link and any control
 * marked data-print-hidden stay off the paper. :has() keeps this to pages that show a sheet.
 */
globalStyle(
  "body:has([data-invoice-sheet]) :is(header:not([data-invoice-sheet] *), footer:not([data-invoice-sheet] *), [data-print-hidden])",
  { "@media": { print: { display: "none" } } },
);

/** Black on white on paper, whichever theme was on screen. */
globalStyle("body:has([data-invoice-sheet])", {
  "@media": { print: { background: "white", color: "black" } },
});

export const head = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "baseline",
  gap: `${vars.space[2]} ${vars.space[6]}`,
  paddingBottom: vars.space[4],
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.size.xlarge,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.01em",
});

/** 'MER-2026-000123' breaks at none of its hyphens. */
export const number = style({ whiteSpace: "nowrap" });

export const status = style({
  margin: 0,
  gridColumn: 2,
  gridRow: 1,
  color: vars.colour.textSecondary,
  selectors: { "&[data-paid='true']": { color: vars.colour.text } },
});

export const date = style({ margin: 0, color: vars.colour.textSecondary });

/** As many columns as fit at a width where an e-mail address keeps to one line. */
export const parties = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space[8],
  "@media": { print: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const label = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

export const address = style({ margin: 0, fontStyle: "normal" });

export const line = style({ display: "block", overflowWrap: "anywhere" });

export const items = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

export const caption = style({
  paddingBottom: vars.space[2],
  textAlign: "left",
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

const cell = {
  padding: `${vars.space[3]} 0`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  verticalAlign: "baseline",
} as const;

const columnHead = {
  ...cell,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
} as const;

export const nameHead = style({ ...columnHead, textAlign: "left" });

export const numberHead = style({
  ...columnHead,
  paddingLeft: vars.space[4],
  textAlign: "right",
  whiteSpace: "nowrap",
});

export const nameCell = style({ ...cell, fontWeight: vars.weight.regular, textAlign: "left" });

export const numberCell = style({
  ...cell,
  paddingLeft: vars.space[4],
  textAlign: "right",
  whiteSpace: "nowrap",
});

export const licence = style({
  display: "block",
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const totals = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  width: "100%",
  maxWidth: "24rem",
  margin: `calc(-1 * ${vars.space[8]}) 0 0 auto`,
  fontVariantNumeric: "tabular-nums",
});

/** A dt/dd pair; its box is dropped so both sit in the list's grid. */
export const totalRow = style({ display: "contents" });

export const totalLabel = style({
  margin: 0,
  padding: `${vars.space[1]} 0`,
  selectors: {
    "&[data-key='total']": {
      marginTop: vars.space[2],
      paddingTop: vars.space[3],
      borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
      fontSize: vars.size.large,
    },
  },
});

// Spaced by padding, not a column gap, so the Total row's rule runs unbroken.
export const totalValue = style([totalLabel, { paddingLeft: vars.space[8], textAlign: "right" }]);

export const foot = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
  selectors: { "&:empty": { display: "none" } },
});

globalStyle(`${foot} p`, { margin: 0 });

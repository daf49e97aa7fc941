import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** The account's sections, one under the other; details and password side by side when wide. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[16],
  "@media": {
    [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space[8] },
  },
});

/** Lists run the full width under the forms. */
export const wide = style({
  "@media": { [media.desktop]: { gridColumn: "1 / -1" } },
});

export const signedInAs = style({
  margin: 0,
  marginBottom: vars.space[8],
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space[4],
  color: vars.colour.textSecondary,
  fontSize: vars.size.body,
});

/** A list of rows divided by rules: invoices, downloads. */
export const rows = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "baseline",
  gap: `${vars.space[1]} ${vars.space[6]}`,
  padding: `${vars.space[4]} 0`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  fontSize: vars.size.body,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr) auto" },
  },
});

export const rowTitle = style({
  color: vars.colour.text,
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
  overflowWrap: "anywhere",
});

export const rowMeta = style({
  gridColumn: "1 / -1",
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
  overflowWrap: "anywhere",
  "@media": { [media.tablet]: { gridColumn: "auto", gridRow: 1, gridColumnStart: 2 } },
});

export const rowEnd = style({
  gridRow: 1,
  gridColumn: 2,
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  "@media": { [media.tablet]: { gridColumn: 3 } },
});

export const empty = style({
  margin: 0,
  color: vars.colour.textSecondary,
  fontSize: vars.size.body,
});

/** A licence's upgrades, opened under its row (DESIGN 4.10). */
export const upgrades = style({
  gridColumn: "1 / -1",
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space[2],
  paddingTop: vars.space[2],
});

export const upgradeOption = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "baseline",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.size.small,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 2fr) auto" },
  },
});

/** On a phone the option's name has the row; its price and button share the next. */
export const upgradeName = style({
  gridColumn: "1 / -1",
  "@media": { [media.tablet]: { gridColumn: "auto" } },
});

export const upgradePrice = style({
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

export const alert = style({
  margin: 0,
  marginTop: vars.space[4],
  color: vars.colour.error,
  fontSize: vars.size.body,
});

/** A link in a row's small print: underlined, in the row's colour. */
export const link = style({
  color: "inherit",
  textDecorationLine: "underline",
  textUnderlineOffset: "0.15em",
});

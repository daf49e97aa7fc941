import { bareButton } from "@meridian/ui/bare-button.css";
import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { globalStyle, style } from "@vanilla-extract/css";

/**
 * The note, then each font's table. Styles rather than ui's Stack: this renders in the cart's
 * client component, and Stack would bring the sprinkles map into the font page's JavaScript.
 */
export const options = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
});

export const font = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});

export const note = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const fontTitle = style({
  margin: 0,
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

/** On a phone the price columns scroll under a fixed first column. */
export const scroller = style({
  // Positioned, so the prices' visually hidden words ('Was', 'now') are clipped with the table
  // instead of widening the page.
  position: "relative",
  overflowX: "auto",
});

export const table = style({
  width: "100%",
  minWidth: "36rem",
  borderCollapse: "collapse",
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[3]} ${vars.space[3]}`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  textAlign: "right",
  verticalAlign: "baseline",
  fontWeight: vars.weight.regular,
  whiteSpace: "nowrap",
});

globalStyle(`${table} thead th`, {
  color: vars.colour.textSecondary,
  borderBottomColor: vars.colour.rule,
});

/** The item column: left-aligned, and pinned while the prices scroll on a phone. */
export const itemCell = style({
  position: "sticky",
  left: 0,
  zIndex: vars.zIndex.raised,
  background: vars.colour.background,
  "@media": {
    [media.tablet]: { width: "30%" },
  },
});

globalStyle(`${table} ${itemCell}`, {
  paddingLeft: 0,
  textAlign: "left",
  whiteSpace: "normal",
});

/** The family row leads the table and says so. */
export const familyRow = style({});

globalStyle(`${familyRow} > *`, {
  paddingBlock: vars.space[4],
  borderBottomColor: vars.colour.rule,
  fontSize: vars.size.body,
});

export const itemNote = style({
  display: "block",
  marginTop: vars.space[1],
  fontSize: vars.size.caption,
  color: vars.colour.textSecondary,
});

export const addButton = style([
  bareButton,
  {
    textDecoration: "underline",
    textDecorationThickness: vars.rule.width,
    textUnderlineOffset: "0.2em",
    selectors: {
      // aria-disabled rather than disabled: the clicked price keeps focus while the add runs.
      '&[aria-disabled="true"]': { cursor: "progress" },
      '&[aria-busy="true"]': { color: vars.colour.textSecondary, textDecorationStyle: "dotted" },
    },
  },
]);

/**
 * A price waiting for the cart's currency: the price in pounds, unseen and unheard, keeps the
 * cell the size it will have, and the span itself is the skeleton.
 */
export const waitingPrice = style({
  display: "inline-block",
});

globalStyle(`${waitingPrice} > :first-child`, { visibility: "hidden" });

/** What went wrong with an add, under the table it came from. */
export const alert = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderLeft: `2px solid ${vars.colour.error}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";

/** A plain data table: rules between rows, figures in columns, no boxes. */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[2]} 0`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  textAlign: "left",
  verticalAlign: "baseline",
  fontWeight: vars.weight.regular,
});

globalStyle(`${table} thead th`, {
  color: vars.colour.textSecondary,
  borderBottomColor: vars.colour.rule,
});

globalStyle(`${table} tbody th`, {
  fontWeight: vars.weight.medium,
});

/** Lets a wide table scroll sideways on a phone instead of squeezing. */
export const scroller = style({
  position: "relative",
  overflowX: "auto",
});

export const numeric = style({
  textAlign: "right",
});

globalStyle(`${table} th${numeric}, ${table} td${numeric}`, {
  textAlign: "right",
  paddingRight: 0,
});

/** A table's caption as a quiet label above it. */
export const caption = style({
  captionSide: "top",
  paddingBottom: vars.space[2],
  textAlign: "left",
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[12],
});

export const fieldset = style({
  display: "grid",
  gap: vars.space[4],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The legend sits in the fieldset's top edge, outside its grid: its margin spaces the fields. */
export const legend = style({
  width: "100%",
  marginBottom: vars.space[4],
  padding: `0 0 ${vars.space[2]}`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.body,
  lineHeight: vars.leading.snug,
});

/** Two short fields side by side (town and postcode) above the mobile width. */
export const pair = style({
  display: "grid",
  gap: vars.space[4],
  "@media": {
    [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
  },
});

/** The fields a choice reveals (company, another address). */
export const revealed = style({
  display: "grid",
  gap: vars.space[4],
});

export const actions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
});

/** Problems no single field owns, and outcomes such as a declined card. */
export const alert = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderLeft: `2px solid ${vars.colour.error}`,
  color: vars.colour.text,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

export const alertList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const note = style({
  margin: 0,
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

/** The details as entered, read back above the payment form. */
export const review = style({
  display: "grid",
  gap: vars.space[4],
  margin: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const reviewTerm = style({ color: vars.colour.textSecondary });

export const reviewValue = style({ margin: 0, overflowWrap: "anywhere" });

export const cardRow = style({
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
});

/** Stripe's card field drawn as the kit's text fields are: a 1 px rule round it. */
export const cardLegend = style({
  marginBottom: vars.space[1],
  padding: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});

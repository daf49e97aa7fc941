import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { globalStyle, style } from "@vanilla-extract/css";

/** A form's fields, one under the other at a comfortable measure. */
export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  maxWidth: "30rem",
});

/** A form under a section heading, divided from what comes before by a rule. */
export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
  paddingTop: vars.space[4],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

/** Two forms side by side from the tablet step (login and registration), stacked on phones. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[12],
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space[8] },
  },
});

/** Messages about the form as a whole: a wrong password, a failed request. */
export const alert = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  color: vars.colour.error,
  fontSize: vars.size.small,
  selectors: { "&:empty": { display: "none" } },
});

/** The line that replaces a sent form, or confirms a change. */
export const notice = style({
  margin: 0,
  fontSize: vars.size.body,
  lineHeight: vars.leading.body,
  selectors: { "&:focus": { outline: "none" } },
});

export const lede = style({
  margin: 0,
  maxWidth: "40rem",
  color: vars.colour.textSecondary,
  fontSize: vars.size.body,
  lineHeight: vars.leading.body,
});

export const link = style({
  color: "inherit",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

globalStyle(`${alert} p`, { margin: 0 });

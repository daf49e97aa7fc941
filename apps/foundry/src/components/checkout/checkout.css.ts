import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { HEADER_HEIGHT } from "../shell/header/Header.css";

/** The steps' column and the order summary beside it from the desktop step, stacked below it. */
export const layout = style({
  display: "grid",
  gap: vars.space[16],
  alignItems: "start",
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)",
      columnGap: "clamp(3rem, 6vw, 8rem)",
    },
  },
});

export const flow = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[12],
  maxWidth: "40rem",
});

/** The summary stays in view while the form scrolls past it. */
export const summary = style({
  "@media": {
    [media.desktop]: {
      position: "sticky",
      top: `calc(${HEADER_HEIGHT} + ${vars.space[8]})`,
    },
  },
});

export const summaryTitle = style({
  margin: 0,
  marginBottom: vars.space[4],
  paddingBottom: vars.space[2],
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

export const step = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
});

export const stepHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[4],
});

/** A step's heading, above the ruled groups of fields it holds. */
export const stepTitle = style({
  margin: 0,
  fontSize: vars.size.xlarge,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.01em",
  // Focus is moved here when a step opens; the ring would only startle.
  outline: "none",
});

/** Why the buyer was brought back to a step: not an error. */
export const notice = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderLeft: `2px solid ${vars.colour.text}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

export const message = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[6],
  maxWidth: "34rem",
});

export const lede = style({
  margin: 0,
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
});

export const note = style({
  margin: 0,
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

export const link = style({
  color: "inherit",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

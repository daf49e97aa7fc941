import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The 404 and error pages: a short message on a quiet page, set like the launcher's title. */
export const main = style({
  minHeight: "100vh",
  display: "grid",
  alignContent: "center",
  padding: vars.space[8],
  gap: vars.space[6],
});

export const title = style({
  margin: 0,
  fontSize: vars.size.display,
  fontWeight: 400,
  lineHeight: 1,
  letterSpacing: "-0.02em",
});

export const lede = style({
  margin: 0,
  maxWidth: "36rem",
  fontSize: vars.size.large,
  color: vars.colour.textSecondary,
});

/** The ways on, side by side: one line of text actions. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space[6],
  margin: 0,
});

const underlined = {
  color: "inherit",
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
} as const;

export const link = style(underlined);

/**
 * 'Try again' set as the link beside it: a plain style rather than ui's Button, whose recipe
 * runtime the launcher's pages would otherwise all carry for a page seldom seen.
 */
export const textButton = style({
  ...underlined,
  padding: 0,
  border: 0,
  background: "transparent",
  font: "inherit",
  cursor: "pointer",
});

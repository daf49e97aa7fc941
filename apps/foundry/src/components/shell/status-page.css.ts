import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The 404 and error pages: a short message, high on a quiet page. */
export const page = style({ maxWidth: "48rem" });

/** '404', set large: the page's one image. */
export const code = style({
  margin: 0,
  marginBottom: vars.space[6],
  fontSize: vars.size.display,
  fontWeight: vars.weight.regular,
  lineHeight: 1,
  letterSpacing: "-0.04em",
  fontVariantNumeric: "tabular-nums",
});

export const lede = style({
  margin: 0,
  marginBottom: vars.space[8],
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
  color: vars.colour.textSecondary,
});

/**
 * The ways on, side by side. A style rather than ui's Inline: this boundary ships with every
 * page, and Inline would bring the sprinkles map into every page's JavaScript.
 */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[6],
});

export const link = style({
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

/** An action that is a button (opening the cart) set like the links beside it. */
export const linkButton = style([
  link,
  {
    padding: 0,
    border: 0,
    background: "transparent",
    color: "inherit",
    font: "inherit",
    textDecorationLine: "underline",
    cursor: "pointer",
  },
]);

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/**
 * What a site's checkout page says around the steps: an empty cart or a finished order (a lede
 * and a link on), the summary's notes. The summary's place beside the steps is the site's, as
 * it depends on the site's header.
 */

/** An empty cart or a paid order in place of the steps: a lede, then where to go next. */
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

/** A quiet line: loading, or the shipping note under the summary. */
export const note = style({
  margin: 0,
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

/** A link in the text's own colour, underlined with the theme's rule. */
export const link = style({
  color: "inherit",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** From the desktop step, the quote runs over ten of the twelve columns. */
export const figure = style({
  "@media": { [media.desktop]: { gridColumn: "1 / span 10" } },
});

export const quote = style({
  margin: 0,
  fontSize: vars.size.title,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.02em",
  // The opening mark hangs in the margin so the words align with the text above.
  textIndent: "-0.4em",
  textWrap: "balance",
});

export const quoteText = style({ margin: 0 });

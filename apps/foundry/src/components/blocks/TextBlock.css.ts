import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The optional title under a heading: the block's opening line, set larger. */
export const title = style({
  margin: 0,
  fontSize: vars.size.xlarge,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.01em",
});

/** Credits under the text, above a rule. */
export const footer = style({
  paddingTop: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The list as ruled rows, like the lines of a specimen's index. */
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const item = style({
  paddingBlock: vars.space[3],
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});

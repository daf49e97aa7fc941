import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";

export const preview = style({
  marginTop: vars.space[2],
  padding: vars.space[3],
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  background: vars.colour.surface,
  maxHeight: "24rem",
  overflowY: "auto",
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space[2],
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

export const problems = style({ color: vars.colour.error, fontSize: vars.size.small });

/** The text's own spacing, as the sites set paragraphs apart. */
globalStyle(`${preview} :where(p, ul, ol, blockquote, pre, table)`, {
  marginBlock: `0 ${vars.space[3]}`,
});

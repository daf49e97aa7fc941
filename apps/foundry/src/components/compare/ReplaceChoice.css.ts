import { bareButton, underlineOnHover } from "@meridian/ui/bare-button.css";
import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** A small ruled box in the UI face, square like everything else. */
export const choice = style({
  boxSizing: "border-box",
  // Its width and place are the caller's (choiceClassName); at most a short measure.
  maxWidth: "24rem",
  padding: vars.space[4],
  border: `${vars.rule.width} solid ${vars.colour.rule}`,
  background: vars.colour.background,
  color: vars.colour.text,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  textAlign: "left",
});

export const title = style({
  margin: 0,
});

export const why = style({
  margin: `${vars.space[1]} 0 ${vars.space[3]}`,
  color: vars.colour.textSecondary,
});

/** The four fonts, one a line between rules, as the library's rows are. */
export const options = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});

export const option = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});

/** Each a button drawn as its text, underlined on hover as the site's text links are. */
export const optionButton = style([
  bareButton,
  underlineOnHover,
  {
    display: "block",
    width: "100%",
    minHeight: vars.control.small,
    textAlign: "left",
  },
]);

export const cancel = style([
  bareButton,
  underlineOnHover,
  {
    marginTop: vars.space[3],
    color: vars.colour.textSecondary,
    selectors: { "&:hover": { color: vars.colour.text } },
  },
]);

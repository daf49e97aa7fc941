import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** A group of fields under a legend: an object, a list, one entry of a list. */
export const group = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  // Fieldsets keep their content's min-content width unless told not to (all browsers).
  minWidth: 0,
  margin: 0,
  padding: vars.space[4],
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  fontSize: vars.size.small,
  selectors: {
    "&[data-invalid='true']": { borderColor: vars.colour.error },
  },
});

export const legend = style({
  padding: `0 ${vars.space[1]}`,
  color: vars.colour.text,
  fontWeight: vars.weight.medium,
});

export const error = style({ color: vars.colour.error });

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const alert = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderLeft: `2px solid ${vars.colour.error}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

export const note = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

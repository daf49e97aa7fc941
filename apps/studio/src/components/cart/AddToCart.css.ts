import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const note = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

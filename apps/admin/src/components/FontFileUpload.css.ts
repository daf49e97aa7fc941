import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const zone = style({
  display: "grid",
  gap: vars.space[2],
  marginTop: vars.space[2],
  padding: vars.space[3],
  border: `${vars.rule.width} dashed ${vars.colour.rule}`,
  fontSize: vars.size.small,
});

export const over = style({ borderStyle: "solid", background: vars.colour.surface });

export const failed = style({ color: vars.colour.error });

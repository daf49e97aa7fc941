import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const caption = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `${vars.space[1]} ${vars.space[6]}`,
});

export const link = style({
  color: vars.colour.text,
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

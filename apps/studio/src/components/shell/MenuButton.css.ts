import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const body = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: vars.space[12],
  minHeight: "100%",
});

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
  paddingTop: vars.space[12],
  "@media": { print: { padding: 0 } },
});

export const actions = style({ margin: 0, display: "flex", flexWrap: "wrap", gap: vars.space[3] });

import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const images = style({
  display: "grid",
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.mobile]: { gap: vars.space[3] } },
});

import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";
import { skippedOffScreen } from "./skipped-off-screen";

export const root = style({
  ...skippedOffScreen("150rem"),
  paddingBottom: vars.space[12],
  scrollMarginTop: vars.space[16],
});

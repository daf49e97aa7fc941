import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** Off screen until focused by the first Tab, then over the header's start. */
export const skipLink = style({
  position: "absolute",
  top: vars.space[2],
  left: vars.space[2],
  zIndex: vars.zIndex.consent,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.colour.text,
  color: vars.colour.background,
  textDecoration: "none",
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
});

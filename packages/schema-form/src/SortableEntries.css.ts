import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const handle = style({ cursor: "grab", touchAction: "none" });

/** The entry being dragged sits above the others, on the form's own background. */
export const dragging = style({
  position: "relative",
  zIndex: vars.zIndex.raised,
  background: vars.colour.background,
  boxShadow: `0 0.25rem 1rem ${vars.colour.veil}`,
});

import { bareButton, underlineOnHover } from "@meridian/ui/bare-button.css";
import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** Text in the header's line, like its other links: no box, underlined on hover. */
export const cart = style([
  bareButton,
  underlineOnHover,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.25em",
    minHeight: vars.control.small,
    // Removes the 300 ms tap delay and double-tap zoom on older mobile browsers.
    touchAction: "manipulation",
  },
]);

/** Figures of one width, so '(0)' becoming '(3)' after hydration moves nothing. */
export const count = style({
  fontVariantNumeric: "tabular-nums",
});

import { bareButton, underlineOnHover } from "@meridian/ui/bare-button.css";
import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** A control in the header's line (Menu, Dark mode), set like the header's cart: text, no box. */
export const control = style([
  bareButton,
  underlineOnHover,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space[2],
    justifyContent: "center",
    // WCAG 2.5.8: a target of at least 24 × 24 px, even where only an icon shows.
    minWidth: "1.5rem",
    minHeight: vars.control.small,
    whiteSpace: "nowrap",
    // Removes the 300 ms tap delay and double-tap zoom on older mobile browsers.
    touchAction: "manipulation",
  },
]);

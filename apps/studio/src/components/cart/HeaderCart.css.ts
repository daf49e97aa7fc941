import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** Text in the header's line, like its other links: no box, underlined on hover. */
export const cart = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.25em",
  minHeight: vars.control.small,
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  // Removes the 300 ms tap delay and double-tap zoom on older mobile browsers.
  touchAction: "manipulation",
  selectors: {
    "&:hover": {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

/** Figures of one width, so '(0)' becoming '(3)' after hydration moves nothing. */
export const count = style({
  fontVariantNumeric: "tabular-nums",
});

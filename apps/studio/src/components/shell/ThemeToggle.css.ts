import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** A small disc: an outline in light mode, filled in dark mode. */
export const disc = style({
  flex: "none",
  width: "0.75rem",
  height: "0.75rem",
  border: `${vars.rule.width} solid currentColor`,
  borderRadius: "50%",
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "[aria-pressed='true'] > &": { background: "currentColor" },
  },
});

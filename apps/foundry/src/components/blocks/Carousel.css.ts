import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** Slides side by side; the track scrolls and snaps to each, with or without script. */
export const track = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  gap: vars.space[4],
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  overscrollBehaviorX: "contain",
  selectors: {
    "&::-webkit-scrollbar": { display: "none" },
    "&:focus-visible": { outlineOffset: "4px" },
  },
});

export const slide = style({
  scrollSnapAlign: "start",
  // Stops a fast swipe skipping past the next slide.
  scrollSnapStop: "always",
});

/** One line under the slides: the buttons apart, the count between them. */
export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  paddingTop: vars.space[2],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
});

export const count = style({
  fontVariantNumeric: "tabular-nums",
  color: vars.colour.textSecondary,
});

export const control = style({
  minHeight: vars.control.small,
  padding: 0,
  border: 0,
  background: "none",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": {
      textDecoration: "underline",
      textUnderlineOffset: "0.2em",
      textDecorationThickness: vars.rule.width,
    },
    "&:disabled": { color: vars.colour.textDisabled, cursor: "default" },
  },
});

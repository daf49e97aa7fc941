import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { media } from "../theme/tokens";

/** A slider with its label before it and its value after it, kept on one line. */
export const slider = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  whiteSpace: "nowrap",
});

export const label = style({
  color: vars.colour.textSecondary,
});

export const value = style({
  // Wide enough for '300px' so the row does not shift as values change.
  minWidth: "3.2em",
  fontVariantNumeric: "tabular-nums",
});

const thumb = {
  width: "0.75rem",
  height: "0.75rem",
  border: 0,
  borderRadius: 0,
  background: vars.colour.text,
  cursor: "grab",
};

/** A 1 px track and a square thumb. Each engine needs its own pseudo-elements for both. */
export const range = style({
  width: "5.5rem",
  height: "1.25rem",
  margin: 0,
  background: "transparent",
  cursor: "pointer",
  appearance: "none",
  WebkitAppearance: "none",
  selectors: {
    "&::-webkit-slider-runnable-track": { height: vars.rule.width, background: vars.colour.text },
    // WebKit centres the thumb on the track's top edge; pull it up by half its height.
    "&::-webkit-slider-thumb": { ...thumb, WebkitAppearance: "none", marginTop: "-0.34rem" },
    "&::-moz-range-track": { height: vars.rule.width, background: vars.colour.text },
    "&::-moz-range-thumb": thumb,
    "&:focus-visible": { outlineOffset: "4px" },
  },
  "@media": {
    [media.mobile]: { width: "5rem" },
  },
});

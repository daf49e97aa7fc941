import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** The skeleton's slow breath, for a surface drawn by a pseudo-element (the glyph grid's). */
export const pulse = keyframes({
  "0%": { opacity: 1 },
  "50%": { opacity: 0.55 },
  "100%": { opacity: 1 },
});

/**
 * The loading surface, shared with FontText: a flat tone that breathes slowly. The global
 * reduced-motion rule stops the pulse.
 */
export const surface = style({
  background: vars.colour.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const block = style({
  display: "block",
  maxWidth: "100%",
});

export const inline = style({
  display: "inline-block",
  verticalAlign: "middle",
});

export const lines = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.5em",
});

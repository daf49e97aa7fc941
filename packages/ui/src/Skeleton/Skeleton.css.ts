import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

const pulse = keyframes({
  "0%": { opacity: 1 },
  "50%": { opacity: 0.55 },
  "100%": { opacity: 1 },
});

/**
 * The loading surface's rules: a flat tone that breathes slowly. The global reduced-motion rule
 * stops the pulse. As rules, for a surface a pseudo-element draws (the glyph grid's).
 */
export const surfaceRules = {
  background: vars.colour.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
} as const;

/** The loading surface as a class, shared with FontText. */
export const surface = style(surfaceRules);

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

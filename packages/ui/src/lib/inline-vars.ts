import type { CSSProperties } from "react";

/**
 * Sets vanilla-extract variables inline, for values that come from content (a section's
 * background colour) and so cannot be compiled into a class.
 */
export function inlineVars(assignments: Record<string, string | null | undefined>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(assignments)) {
    if (value == null) continue;
    // createVar() gives `var(--name)`; the inline style needs `--name`.
    style[variable.replace(/^var\((--[^,)]+).*\)$/, "$1")] = value;
  }
  return style as CSSProperties;
}

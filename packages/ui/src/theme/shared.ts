import {
  controlHeight,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  rule,
  space,
  zIndex,
} from "./tokens";
import { UI_FACE_FALLBACK_FAMILY, UI_FACE_FAMILY } from "./ui-face";

/**
 * The parts of a theme that no brand changes.
 *
 * The body font is the UI face (DESIGN 6, ./ui-face.ts), then its metric-matched fallback while
 * it loads, then the system stack where neither is available.
 */
export const sharedTheme = {
  font: {
    body: `"${UI_FACE_FAMILY}", "${UI_FACE_FALLBACK_FAMILY}", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  },
  size: fontSize,
  leading: lineHeight,
  weight: fontWeight,
  space,
  rule,
  control: controlHeight,
  zIndex,
  motion,
};

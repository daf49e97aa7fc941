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

/**
 * The parts of a theme that no brand changes.
 *
 * The UI face is the system stack for now. DESIGN 6 asks for one UI face self-hosted from the
 * catalogue; when it lands, add its @font-face in global.css.ts and put its family first here.
 */
export const sharedTheme = {
  font: {
    body: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
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

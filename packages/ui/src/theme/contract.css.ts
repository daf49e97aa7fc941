import { createThemeContract } from "@vanilla-extract/css";

/**
 * What every theme provides. Dark mode re-assigns only `colour` (see studio.css.ts).
 * Keys are only ever added here: the sites read them directly.
 */
export const vars = createThemeContract({
  colour: {
    background: null,
    surface: null,
    text: null,
    textSecondary: null,
    /** Disabled controls: deliberately below contrast (WCAG exempts inactive components). */
    textDisabled: null,
    rule: null,
    /** Lighter rules inside a ruled block (rows of a table, cells of a grid). */
    ruleSubtle: null,
    skeleton: null,
    /** The backdrop behind an open panel. */
    veil: null,
    focus: null,
    error: null,
  },
  font: {
    body: null,
  },
  size: {
    caption: null,
    small: null,
    body: null,
    large: null,
    xlarge: null,
    title: null,
    display: null,
  },
  leading: {
    tight: null,
    snug: null,
    body: null,
  },
  weight: {
    regular: null,
    medium: null,
  },
  space: {
    0: null,
    1: null,
    2: null,
    3: null,
    4: null,
    5: null,
    6: null,
    8: null,
    12: null,
    16: null,
    24: null,
  },
  rule: {
    width: null,
  },
  control: {
    small: null,
    medium: null,
    large: null,
  },
  zIndex: {
    raised: null,
    dropdown: null,
    header: null,
    backdrop: null,
    panel: null,
    consent: null,
  },
  motion: {
    fast: null,
    duration: null,
    slow: null,
    easing: null,
  },
});

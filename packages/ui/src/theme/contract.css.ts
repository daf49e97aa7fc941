import { createThemeContract } from "@vanilla-extract/css";

/** What every theme provides. Dark mode re-assigns only `colour`. */
export const vars = createThemeContract({
  colour: {
    background: null,
    surface: null,
    text: null,
    textSecondary: null,
    rule: null,
    focus: null,
    error: null,
  },
  font: {
    body: null,
  },
  size: {
    small: null,
    body: null,
    large: null,
    title: null,
    display: null,
  },
  space: {
    1: null,
    2: null,
    3: null,
    4: null,
    6: null,
    8: null,
    12: null,
    16: null,
    24: null,
  },
  motion: {
    duration: null,
  },
});

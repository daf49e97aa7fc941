import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { sharedTheme } from "./shared";
import { palette } from "./tokens";

/** The studio in light mode: warm paper, image-led. */
export const studioLightTheme = createTheme(vars, {
  ...sharedTheme,
  colour: {
    background: palette.paper,
    surface: palette.white,
    text: palette.ink,
    textSecondary: palette.grey700,
    rule: palette.grey300,
    focus: palette.focus,
    error: palette.error,
  },
});

/** The studio's near-black dark mode: only the colours change. */
export const studioDarkTheme = createTheme(vars, {
  ...sharedTheme,
  colour: {
    background: palette.nearBlack,
    surface: palette.grey900,
    text: palette.grey100,
    textSecondary: palette.grey300,
    rule: palette.grey800,
    focus: palette.focusOnDark,
    error: palette.errorOnDark,
  },
});

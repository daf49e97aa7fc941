import { assignVars, createTheme, style } from "@vanilla-extract/css";
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
    textDisabled: palette.grey400,
    rule: palette.grey300,
    ruleSubtle: palette.grey200,
    skeleton: palette.grey100,
    veil: palette.veilPaper,
    focus: palette.focus,
    error: palette.error,
  },
});

/**
 * The studio's near-black dark mode re-assigns only the colour variables. Put it beside the
 * light theme (`${studioLightTheme} ${studioDarkColours}`), or use `studioDarkTheme`, which is
 * exactly that pair. Declared after the light theme, so it wins at equal specificity.
 */
export const studioDarkColours = style({
  vars: assignVars(vars.colour, {
    background: palette.nearBlack,
    surface: palette.grey900,
    text: palette.grey100,
    textSecondary: palette.grey300,
    textDisabled: palette.grey600,
    rule: palette.grey700,
    ruleSubtle: palette.grey800,
    skeleton: palette.grey800,
    veil: palette.veilDark,
    focus: palette.focusOnDark,
    error: palette.errorOnDark,
  }),
  colorScheme: "dark",
});

/** The studio's dark theme as one class string: the light theme with the dark colours over it. */
export const studioDarkTheme = `${studioLightTheme} ${studioDarkColours}`;

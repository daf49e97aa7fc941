import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { sharedTheme } from "./shared";
import { palette } from "./tokens";

/** The foundry: black on white, greys only for secondary text, 1 px rules. */
export const foundryTheme = createTheme(vars, {
  ...sharedTheme,
  colour: {
    background: palette.white,
    surface: palette.white,
    text: palette.ink,
    textSecondary: palette.grey500,
    textDisabled: palette.grey400,
    rule: palette.ink,
    ruleSubtle: palette.grey200,
    skeleton: palette.grey100,
    veil: palette.veilLight,
    focus: palette.focus,
    error: palette.error,
  },
});

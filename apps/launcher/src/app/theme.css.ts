import { vars } from "@meridian/ui/theme/contract.css";
import { palette } from "@meridian/ui/theme/tokens";
import { assignVars, style } from "@vanilla-extract/css";

/**
 * The launcher follows the visitor's system colour scheme, as its light and dark images do: it
 * sets no cookie, so there is no stored choice to follow. Put beside `foundryTheme`; in dark mode
 * this re-assigns only the colours, as the studio's dark theme does.
 */
export const launcherColourScheme = style({
  "@media": {
    "(prefers-color-scheme: dark)": {
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
    },
  },
});

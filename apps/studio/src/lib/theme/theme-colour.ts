import { palette } from "@meridian/ui/theme/tokens";
import type { StudioTheme } from "./theme-cookie";

/** The browser bar's colour per theme (the theme-color meta): the page's own background. */
export const THEME_COLOUR: Record<StudioTheme, string> = {
  light: palette.paper,
  dark: palette.nearBlack,
};

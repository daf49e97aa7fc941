import { studioDarkTheme, studioLightTheme } from "@meridian/ui/theme/studio.css";
import type { StudioTheme } from "./theme-cookie";

/** The class on <html> for a theme: the dark theme is the light one with the dark colours over it. */
export const THEME_CLASS: Record<StudioTheme, string> = {
  light: studioLightTheme,
  dark: studioDarkTheme,
};

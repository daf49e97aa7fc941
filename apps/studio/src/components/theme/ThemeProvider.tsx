"use client";

import { studioDarkColours } from "@meridian/ui/theme/studio.css";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { THEME_COLOUR } from "../../lib/theme/theme-colour";
import { type StudioTheme, themeCookie } from "../../lib/theme/theme-cookie";

interface ThemeContextValue {
  theme: StudioTheme;
  setTheme(theme: StudioTheme): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The studio's light or dark theme (spec 2.14, 4.7). The server renders the stored choice into
 * <html>'s class; a change here swaps the dark colours on <html> at once and stores the choice in
 * the theme cookie, so every later page is rendered in it from the start.
 */
export function ThemeProvider({
  initial,
  children,
}: {
  initial: StudioTheme;
  children: ReactNode;
}) {
  const [theme, setThemeState] = useState(initial);
  const setTheme = useCallback((next: StudioTheme) => {
    setThemeState(next);
    document.documentElement.classList.toggle(studioDarkColours, next === "dark");
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOUR[next]);
    // biome-ignore lint/suspicious/noDocumentCookie: the choice must be in the very next request's cookies; the Cookie Store API is async and missing in Safari and Firefox.
    document.cookie = themeCookie(next, window.location.protocol === "https:");
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs a ThemeProvider above it (the layout)");
  return value;
}

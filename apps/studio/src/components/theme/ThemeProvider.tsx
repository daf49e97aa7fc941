"use client";

import { studioDarkColours } from "@meridian/ui/theme/studio.css";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { THEME_COLOUR } from "../../lib/theme/theme-colour";
import { type StudioTheme, themeCookie } from "../../lib/theme/theme-cookie";

interface ThemeContextValue {
  theme: StudioTheme;
  setTheme(theme: StudioTheme): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The studio's light or dark theme (spec 2.14, 4.7). The page is the same for everyone; the
 * stored choice is put on <html> before it paints (ThemeScript) and read from there once the page
 * is live. A change here swaps the dark colours on <html> at once and stores the choice in the
 * theme cookie, which every later page's ThemeScript reads.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<StudioTheme>("light");
  useEffect(() => {
    if (document.documentElement.classList.contains(studioDarkColours)) setThemeState("dark");
  }, []);
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

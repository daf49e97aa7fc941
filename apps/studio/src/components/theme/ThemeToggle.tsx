"use client";

import * as frame from "../shell/frame.css";
import * as controlStyles from "../shell/header-control.css";
import { useTheme } from "./ThemeProvider";
import * as styles from "./ThemeToggle.css";

/**
 * 'Dark mode', a toggle button (pressed in dark mode). Under the mobile width only its disc shows;
 * its name stays for assistive technology.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      className={controlStyles.control}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      <span className={styles.disc} aria-hidden="true" />
      <span className={frame.labelAboveMobile}>Dark mode</span>
    </button>
  );
}

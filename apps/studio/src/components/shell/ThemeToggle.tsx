"use client";

import { useTheme } from "../theme/ThemeProvider";
import * as frame from "./frame.css";
import * as controlStyles from "./header-control.css";
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

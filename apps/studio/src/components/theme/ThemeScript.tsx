import { studioDarkColours } from "@meridian/ui/theme/studio.css";
import { THEME_COLOUR } from "../../lib/theme/theme-colour";
import { THEME_COOKIE } from "../../lib/theme/theme-cookie";

/**
 * The visitor's theme, set before the page paints (spec 4.7; STYLE: colour mode before paint).
 * Pages are cached for everyone (ADR 0039), so the server cannot render the stored choice: this
 * script in <head> reads the theme cookie and puts the dark colours on <html> before the body is
 * parsed, and the browser bar's colour once its meta tag is in. Its text is the same on every
 * page, so the studio's proxy names its hash in the Content Security Policy (the sites' server
 * names only the scripts Next writes). Without script the page is light.
 */
export function themeScript(): string {
  const cookie = JSON.stringify(`${THEME_COOKIE}=dark`);
  return [
    "(function(){",
    `if(!document.cookie.split("; ").includes(${cookie}))return;`,
    `document.documentElement.classList.add(${JSON.stringify(studioDarkColours)});`,
    "function bar(){var m=document.querySelector('meta[name=\"theme-color\"]');",
    `if(m)m.setAttribute("content",${JSON.stringify(THEME_COLOUR.dark)})}`,
    'bar();document.addEventListener("DOMContentLoaded",bar)',
    "})()",
  ].join("");
}

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript() }} />;
}

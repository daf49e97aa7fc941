/**
 * The visitor's choice of the studio's light or dark theme (spec 2.14, 4.7), kept in a cookie so
 * that the server renders the chosen theme's class into the HTML and the page paints in it from
 * the first frame (STYLE: colour mode set before paint). It holds a preference the visitor set
 * themselves, nothing else.
 */

export const THEME_COOKIE = "studio_theme";

export type StudioTheme = "light" | "dark";

/** One year, in seconds. */
const MAX_AGE = 60 * 60 * 24 * 365;

/** The stored theme; light when none is stored or the value is not one of ours. */
export function parseTheme(value: string | null | undefined): StudioTheme {
  return value === "dark" ? "dark" : "light";
}

/** The Set-Cookie text for a choice; Secure on HTTPS so local development over http still keeps it. */
export function themeCookie(theme: StudioTheme, secure: boolean): string {
  const attributes = [`${THEME_COOKIE}=${theme}`, "Path=/", "SameSite=Lax", `Max-Age=${MAX_AGE}`];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

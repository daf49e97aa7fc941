import "server-only";
import { cookies } from "next/headers";
import { parseTheme, type StudioTheme, THEME_COOKIE } from "./theme-cookie";

/** The theme this request renders in: the visitor's stored choice, light by default. */
export async function getTheme(): Promise<StudioTheme> {
  return parseTheme((await cookies()).get(THEME_COOKIE)?.value);
}

import { createSiteProxy } from "@meridian/next-config/site-proxy";
import { themeScript } from "./components/theme/ThemeScript";
import { env } from "./env";

// The theme script is the studio's one inline script of its own: its policy names it by hash.
export const proxy = createSiteProxy(env, { inlineScripts: [themeScript()] });

// Every path but Next's build files; createSiteProxy tells the API's paths from pages. Next
// reads this object statically, from literals in this file.
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };

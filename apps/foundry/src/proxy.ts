import { createSiteProxy } from "@meridian/next-config/site-proxy";
import { env } from "./env";

export const proxy = createSiteProxy(env, {
  // The players of the Video blocks (components/blocks/video-embed.ts), framed after a click.
  frameSources: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
});

// Every path but Next's build files; createSiteProxy tells the API's paths from pages. Next
// reads this object statically, from literals in this file.
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };

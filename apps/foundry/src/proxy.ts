import { createSiteProxy } from "@meridian/next-config/site-proxy";
import { env } from "./env";

export const proxy = createSiteProxy(env, {
  // The players of the Video blocks (components/blocks/video-embed.ts), framed after a click.
  frameSources: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
});

/**
 * The API paths this site serves same-origin (ADR 0001), then every page, which gets a fresh
 * nonce and the Content Security Policy. Next reads this object statically: literals only.
 */
export const config = {
  matcher: [
    "/graphql",
    "/fonts/:family/:file",
    "/font-subset.woff2",
    "/images/:path*",
    "/account/download/:path*",
    "/trial-download/:path*",
    {
      // Next's build files need no policy, and a prefetch renders no HTML to put a nonce in.
      source: "/((?!_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};

import { createVanillaExtractPlugin } from "@vanilla-extract/next-plugin";
import type { NextConfig } from "next";

/** Packages the sites import as TypeScript source. */
const WORKSPACE_PACKAGES = [
  "@meridian/ui",
  "@meridian/graphql",
  "@meridian/next-config",
  "@meridian/cart",
  "@meridian/consent",
  "@meridian/pricing",
];

/**
 * Headers every response carries. Pages get the full Content Security Policy, with a nonce per
 * request, from the site's proxy (site-proxy.ts), which replaces the one here; this one stays on
 * what the proxy does not see (Next's build files) and restricts framing, forms and plugins.
 */
const SECURITY_HEADERS = [
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

export function createSiteConfig(overrides: NextConfig = {}): NextConfig {
  // With Next 16 the plugin must run in Turbopack's "auto" mode, else the build aborts.
  const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: "auto" } });
  return withVanillaExtract({
    reactStrictMode: true,
    poweredByHeader: false,
    // Development servers are reached as 127.0.0.1 too (end-to-end runs against a dev server).
    allowedDevOrigins: ["127.0.0.1"],
    transpilePackages: WORKSPACE_PACKAGES,
    experimental: {
      // vanilla-extract writes a stylesheet per .css.ts module: a font page would wait on some
      // thirty render-blocking requests of 1–2 KB each. Inlined, the CSS comes with the HTML.
      inlineCss: true,
    },
    async headers() {
      return [{ source: "/:path*", headers: SECURITY_HEADERS }];
    },
    ...overrides,
  });
}

import { fileURLToPath } from "node:url";
import { type SentryBuildOptions, withSentryConfig } from "@sentry/nextjs/config";
import { createVanillaExtractPlugin } from "@vanilla-extract/next-plugin";
import type { NextConfig } from "next";
import { loadSentryUpload, type SentryUpload } from "./site-env";

/**
 * The repository root, which the standalone output is traced from: it then holds the site at
 * `apps/<site>`, the workspace packages at `packages/…` and pnpm's `node_modules/.pnpm`.
 */
const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** Packages the sites import as TypeScript source. */
const WORKSPACE_PACKAGES = [
  "@meridian/ui",
  "@meridian/shop-ui",
  "@meridian/form-fields",
  "@meridian/specimen",
  "@meridian/codecs",
  "@meridian/graphql",
  "@meridian/next-config",
  "@meridian/cart",
  "@meridian/consent",
  "@meridian/error-scrub",
  "@meridian/pricing",
  "@meridian/schema-form",
  "@meridian/content",
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

/**
 * `@sentry/nextjs` at build time (ADR 0016). The sites report errors only (no tracing, so no
 * build-time instrumentation of server packages and no route manifest in the browser's
 * bundle) and send nothing to Sentry from the build itself. With SENTRY_AUTH_TOKEN the build
 * makes browser source maps, uploads them with a release and deletes them, so no `.map` is ever
 * served; without it no source map is made at all.
 */
export function sentryBuildOptions(upload: SentryUpload | null): SentryBuildOptions {
  const shared: SentryBuildOptions = {
    telemetry: false,
    // Quiet unless uploading: then a failed upload is worth a warning in the build's log.
    silent: !upload,
    buildTimeInstrumentation: false,
    routeManifestInjection: false,
    // instrumentation-client.ts sets zod's jitless mode; it starts no Sentry and traces nothing.
    suppressOnRouterTransitionStartWarning: true,
  };
  if (!upload) {
    return {
      ...shared,
      sourcemaps: { disable: true },
      release: { create: false },
      useRunAfterProductionCompileHook: false,
    };
  }
  return {
    ...shared,
    authToken: upload.authToken,
    org: upload.org,
    project: upload.project,
    ...(upload.url && { sentryUrl: upload.url }),
    sourcemaps: { deleteSourcemapsAfterUpload: true },
  };
}

export function createSiteConfig(overrides: NextConfig = {}): NextConfig {
  // With Next 16 the plugin must run in Turbopack's "auto" mode, else the build aborts.
  const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: "auto" } });
  const config = withVanillaExtract({
    // A self-contained artefact: `.next/standalone` holds the site, its traced node_modules and
    // the server, and runs with plain node (site-standalone.mjs completes it after the build).
    output: "standalone",
    outputFileTracingRoot: REPO_ROOT,
    reactStrictMode: true,
    poweredByHeader: false,
    // The site's server compresses, with Brotli as well as gzip (site-http-server.mjs).
    compress: false,
    // Development servers are reached as 127.0.0.1 too (end-to-end runs against a dev server).
    allowedDevOrigins: ["127.0.0.1"],
    transpilePackages: WORKSPACE_PACKAGES,
    experimental: {
      // vanilla-extract writes a stylesheet per .css.ts module: a font page would wait on some
      // thirty render-blocking requests of 1–2 KB each. Inlined, the CSS comes with the HTML.
      inlineCss: true,
      // Next's chunks carry their SHA-256 (integrity): a cached page's policy names them by it,
      // as it names the inline scripts (script-hashes.mjs), with no nonce (ADR 0039).
      sri: { algorithm: "sha256" },
      // Rendered pages and cached answers stay in each process's memory (ADR 0039): nothing on
      // local disk, which replicas (and test runs) started from one build folder would share.
      isrFlushToDisk: false,
    },
    async headers() {
      return [{ source: "/:path*", headers: SECURITY_HEADERS }];
    },
    ...overrides,
  });
  return withSentryConfig(config, sentryBuildOptions(loadSentryUpload()));
}

import { z } from "zod";

/** The API's development token for the content service (apps/api LOCAL_CONTENT_TOKEN). */
export const LOCAL_CONTENT_TOKEN = "meridian-local-content-token";

/** A site's public address: http(s) only, as a visitor's browser opens it. */
const publicAddress = z.url({
  protocol: /^https?$/,
  error: "must be an http:// or https:// address",
});

/**
 * A Sentry DSN, `https://{public key}@{host}/{project id}`: an http(s) address with the key as
 * its user and the project as its path.
 */
const sentryDsn = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
  .refine((dsn) => {
    const url = new URL(dsn);
    return url.username !== "" && /^\/[^/]+/.test(url.pathname);
  }, "must be a Sentry DSN: https://{public key}@{host}/{project id}");

const siteEnvSchema = z
  .object({
    /** Where the API listens; the sites' /graphql and asset paths are rewritten there at request time. */
    API_URL: z.url().default("http://127.0.0.1:4000"),
    /**
     * Public addresses of the sites, for the links between them and the links a site has the
     * API e-mail (the foundry's password reset): the address the API's ALLOWED_REDIRECT_ORIGINS
     * names, whichever address a visitor opened the site at.
     */
    FOUNDRY_URL: publicAddress.default("http://localhost:3000"),
    STUDIO_URL: publicAddress.default("http://localhost:3001"),
    /** The admin site's public address: a preview's bar links back to it (ADR 0038). */
    ADMIN_URL: publicAddress.default("http://localhost:3003"),
    /** The content service's root; `${API_URL}/content` when unset. */
    CONTENT_URL: z.url().optional(),
    /** The content service's bearer token: server-side only, never sent to a browser. */
    CONTENT_TOKEN: z.string().min(1).default(LOCAL_CONTENT_TOKEN),
    /** main (published) or preview (drafts too); the service's default when unset. */
    CONTENT_ENVIRONMENT: z.enum(["main", "preview"]).optional(),
    /**
     * Seconds a content answer is reused before it is read again, within one published revision
     * (a new revision is read afresh: CONTENT_POLL_MS).
     */
    CONTENT_REVALIDATE_SECONDS: z.coerce.number().int().min(0).default(60),
    /** How often this process asks which content revision is published (ADR 0036). */
    CONTENT_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(250),
    /** An analytics provider's script (DESIGN 7.1), loaded only after analytics consent. */
    ANALYTICS_SCRIPT_URL: z.url().optional(),
    /**
     * Sentry's DSN (ADR 0016): the site's server reports its errors there from the start, a
     * visitor's browser only after functional consent. Nothing is reported when unset.
     */
    SENTRY_DSN: sentryDsn.optional(),
    /**
     * Stripe's publishable key: checkout shows Stripe Elements instead of the embedded test
     * provider's card form (DESIGN 4.7). Read on the server at request time and handed to the
     * checkout page, so one build serves any key. It must match the API's STRIPE_SECRET_KEY.
     */
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(
        /^pk_(test|live)_[A-Za-z0-9]+$/,
        "must be a Stripe publishable key (pk_test_… or pk_live_…)",
      )
      .optional(),
  })
  .transform((env) => ({
    ...env,
    CONTENT_URL: env.CONTENT_URL ?? `${env.API_URL.replace(/\/+$/, "")}/content`,
  }));

export type SiteEnv = z.infer<typeof siteEnvSchema>;

type EnvSource = Record<string, string | undefined>;

/** Parses the variables with `schema`, an empty one counting as unset; names each wrong one. */
function parseEnv<T>(schema: z.ZodType<T>, source: EnvSource, what: string): T {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid ${what}: ${problems.join("; ")}`);
  }
  return result.data;
}

/** The configuration every site reads at run time, validated once. */
export function loadSiteEnv(source: EnvSource = process.env): SiteEnv {
  return parseEnv(siteEnvSchema, source, "site configuration");
}

/**
 * Where a build uploads its source maps to Sentry (ADR 0016), read by the sites' next.config at
 * build time: only when SENTRY_AUTH_TOKEN is set, and then the organisation and project are
 * required. SENTRY_URL names a self-hosted Sentry; sentry.io when unset.
 */
const sentryUploadSchema = z
  .object({
    SENTRY_AUTH_TOKEN: z.string().min(1).optional(),
    SENTRY_ORG: z.string().min(1).optional(),
    SENTRY_PROJECT: z.string().min(1).optional(),
    SENTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((env, context) => {
    if (!env.SENTRY_AUTH_TOKEN) return;
    for (const name of ["SENTRY_ORG", "SENTRY_PROJECT"] as const) {
      if (!env[name]) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: "is required when SENTRY_AUTH_TOKEN is set",
        });
      }
    }
  });

export interface SentryUpload {
  authToken: string;
  org: string;
  project: string;
  url: string | undefined;
}

/** The build's Sentry upload, or null when there is none (no SENTRY_AUTH_TOKEN). */
export function loadSentryUpload(source: EnvSource = process.env): SentryUpload | null {
  const env = parseEnv(sentryUploadSchema, source, "Sentry build configuration");
  if (!env.SENTRY_AUTH_TOKEN || !env.SENTRY_ORG || !env.SENTRY_PROJECT) return null;
  return {
    authToken: env.SENTRY_AUTH_TOKEN,
    org: env.SENTRY_ORG,
    project: env.SENTRY_PROJECT,
    url: env.SENTRY_URL,
  };
}

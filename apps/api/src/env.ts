import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The checkout's root, for the development defaults of the folders below. The same three levels
 * up from src/env.ts and from the bundle's dist/main.mjs; a production artefact runs anywhere,
 * so production names each folder itself.
 */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** A folder the API reads or writes: production must name it, a local run has the checkout's. */
const folder = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string().min(1).optional(),
);

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** A retention period in days. */
const days = (fallback: number) => z.coerce.number().int().min(1).max(3650).default(fallback);

/** A rate limit: calls allowed per window, at least one. */
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const envSchema = z.object({
  /**
   * Unset means production: the local defaults (well-known keys, test cards, GraphiQL, cookies
   * without Secure) are there only when a local run asks for them with `development` or `test`,
   * as the package's `dev` and `start` scripts and the test helpers do. A deployment that forgets
   * the variable therefore refuses to start without its secrets instead of running on the
   * published local ones.
   */
  NODE_ENV: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["development", "production", "test"]).default("production"),
  ),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .refine((value) => URL.canParse(value), "must be a URL (percent-encode its password)")
      .optional(),
  ),
  /**
   * The password of DATABASE_URL's user, as it is: a generated one (`openssl rand -base64`
   * gives `/`, `+` and `=`) cannot be pasted into a URL, and compose cannot percent-encode it,
   * so a deployment gives it here and the URL without one.
   */
  DATABASE_PASSWORD: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().optional(),
  ),
  /**
   * Where runtime data lives: the PGlite database, the development e-mail outbox, the caches of
   * derived files. Local default: the checkout's data/.
   */
  DATA_DIR: folder,
  /** Size of the PostgreSQL connection pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Origins of the sites allowed to call the API from a browser (CORS, credentials included).
   * Each must be a real http(s) origin: `null` or `*` would let any page read a visitor's data.
   */
  SITE_ORIGINS: commaList
    .pipe(z.array(z.url({ protocol: /^https?$/, error: "must be an http(s) origin" })))
    .transform((origins) => origins.map((origin) => new URL(origin).origin))
    .default(["http://localhost:3000", "http://localhost:3001", "http://localhost:3002"]),
  /**
   * Bearer token of the content service. Development and tests fall back to a well-known local
   * token; production must set its own (at least 24 characters).
   */
  CONTENT_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  /** The built content store (`pnpm content build` writes content/build/). */
  CONTENT_BUILD_DIR: folder,
  /** The API's public origin: absolute URLs of images and fonts in content responses. */
  PUBLIC_API_ORIGIN: z.url().default("http://localhost:4000"),
  /** After SIGTERM, how long readiness fails before the listener closes (load balancers notice). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** After the listener closes, how long in-flight requests may take before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** A client must send its request headers within this (slow clients are dropped). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  /** A client must send its whole request, body included, within this. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
  /** The largest request body the API reads (GraphQL, content, webhooks); larger is a 413. */
  REQUEST_BODY_LIMIT_BYTES: z.coerce.number().int().min(1_024).max(100_000_000).default(1_048_576),
  /**
   * Schema introspection on /graphql. Unset: on in development and tests (GraphiQL), off in
   * production, where the schema is no one's business but the sites'.
   */
  GRAPHQL_INTROSPECTION: z.enum(["true", "false"]).optional(),
  /**
   * Key of the access tokens (HS256) and signed links. Development and tests fall back to a
   * well-known local key; production must set its own (at least 32 characters).
   */
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Addresses (or CIDR ranges) whose X-Forwarded-For is believed: the sites proxy /graphql
   * from the same machine by default. Anyone else's header is ignored (DESIGN 7.1).
   */
  TRUSTED_PROXIES: commaList
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
    .default(["127.0.0.1", "::1"]),
  /** Origins a password-reset link may lead to. Unset: SITE_ORIGINS. */
  ALLOWED_REDIRECT_ORIGINS: commaList.pipe(z.array(z.url())).optional(),
  /** SMTP server for e-mail (smtp://user:pass@host:587). Unset: .eml files in DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  /** Sender of every e-mail. Unset: the brand and e-mail of content/site.yaml. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where contact enquiries go. Unset: the e-mail of content/site.yaml. */
  FOUNDRY_EMAIL: z.email().optional(),
  /** How often the job runner looks for due jobs (e-mails, trial builds). */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * How often each replica looks for a newly published content revision (ADR 0036): a publish
   * is served everywhere within this, plus the time to load the store.
   */
  CONTENT_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(250),
  /**
   * Rate limits (DESIGN 4.5), each a steady rate with a burst of its size (GCRA: ADR 0032).
   * End-to-end tests raise them.
   */
  RATE_LIMIT_LOGIN_PER_MINUTE: limit(10),
  /** Failed logins per account from every address: past it the account is slowed, not locked. */
  RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: limit(100),
  /** Failed logins per account and IP address: past it that address is refused that account. */
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: limit(20),
  /**
   * The longest a login of an account past RATE_LIMIT_LOGIN_FAILURES_PER_HOUR is held back: the
   * first failure past it waits a sixteenth of this, each further one twice as long. 0: never.
   */
  RATE_LIMIT_LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: limit(5),
  RATE_LIMIT_REGISTER_PER_MINUTE: limit(10),
  RATE_LIMIT_CONTACT_PER_MINUTE: limit(10),
  /** Font files one member of staff may upload an hour (each is a processing job). */
  RATE_LIMIT_FONT_UPLOADS_PER_HOUR: limit(200),
  RATE_LIMIT_TRIAL_PER_MINUTE: limit(10),
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: limit(10),
  /** Stripe's secret key (sk_…). Unset: the embedded test payment provider (DESIGN 4.7). */
  STRIPE_SECRET_KEY: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(8).optional(),
  ),
  /** Signing secret of POST /webhooks/stripe (whsec_…). Unset: the webhook route answers 404. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(8).optional(),
  ),
  /** Where the Stripe SDK sends its requests: a local mock in development and tests. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  /**
   * Key of the signed download links and guests' invoice links. Development and tests fall back
   * to a well-known local key; production must set its own (at least 32 characters).
   */
  DOWNLOAD_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Production only: accept the embedded test provider's cards (a staging deployment). */
  ALLOW_TEST_PAYMENTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Public addresses of the sites, for the links in order e-mails. */
  FOUNDRY_URL: z.url().default("http://localhost:3000"),
  STUDIO_URL: z.url().default("http://localhost:3001"),
  /**
   * The demo fonts' npm packages, whose OFL text goes into each download and trial. Local
   * default: content/node_modules of the checkout.
   */
  FONT_PACKAGES_DIR: folder,
  /**
   * Where a publish keeps what it derived from fonts and images, by content hash, so the next
   * publish does not derive them again (ADR 0036). Local default: content/.cache of the checkout,
   * which the content build fills; elsewhere DATA_DIR/content-cache.
   */
  CONTENT_CACHE_DIR: folder,
  /** Logins per IP address whatever the e-mail (one address trying many accounts). */
  RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: limit(30),
  /** UpdatePasswordWithToken calls per IP address (guessing tokens, or hashing on demand). */
  RATE_LIMIT_PASSWORD_UPDATE_PER_MINUTE: limit(10),
  /**
   * Guests' checkout previews (CreateInvoice without an account: the studio's items, a
   * visitor's goods) per IP address: each one stores a draft invoice.
   */
  RATE_LIMIT_GUEST_PREVIEW_PER_MINUTE: limit(30),
  /**
   * VAT numbers checked with VIES per IP address (DESIGN 4.11): each check not already answered
   * today is a request to the EU's service, which blocks addresses that send too many.
   */
  RATE_LIMIT_VAT_CHECK_PER_MINUTE: limit(10),
  /** Housekeeping deletes a visitor's cart nobody has touched for this many days. */
  VISITOR_CART_DAYS: days(90),
  /** A shared cart can be adopted for this many days; housekeeping then deletes it. */
  SHARED_CART_DAYS: days(30),
  /**
   * Housekeeping deletes a guest's checkout preview (a draft invoice) nobody finalised after
   * this many hours; the guest's checkout cookie has lasted a day by then.
   */
  GUEST_DRAFT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  /**
   * Disk caches of derived files in DATA_DIR (image-cache, subset-cache), in MiB: beyond it the
   * least recently used files are removed. Their memory caches are bounded apart (64 MiB each).
   */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  SUBSET_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  /**
   * The largest font file staff may upload, in MiB (POST /staff/font-uploads). The largest
   * fonts in use, variable CJK families, are about 20 MB as OTF; a larger body is refused
   * before it is read.
   */
  FONT_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(200).default(24),
  /**
   * Sentry's DSN for the API's unexpected errors (docs/adr/0014-api-signals.md). Unset: no error
   * reports, and the SDK is never started.
   */
  SENTRY_DSN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^https?$/, error: "must be an http(s) Sentry DSN" }).optional(),
  ),
  /** The environment reports are filed under. Unset: NODE_ENV. */
  SENTRY_ENVIRONMENT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(1).max(64).optional(),
  ),
  /** The release reports are filed under. Unset: meridian-api@<version of package.json>. */
  SENTRY_RELEASE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(1).max(200).optional(),
  ),
  /**
   * Port of the Prometheus metrics (`GET /metrics`), a listener apart from PORT. Unset, `0` or
   * `off`: none. Off by default because replicas sharing a host would all claim one port.
   */
  METRICS_PORT: z.preprocess(
    (value) => (value === "" || value === "0" || value === "off" ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  /** Address the metrics listener binds: loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * VIES's REST service, where an EU business's VAT number is checked before the reverse charge
   * (DESIGN 4.11). Tests point it at @meridian/vies-standin; no default reaches anything else.
   */
  VIES_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("https://ec.europa.eu/taxation_customs/vies/rest-api"),
  /** VIES's answer is awaited this long; then VAT is charged, as when VIES is down. */
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /**
   * The seller's own EU VAT number (an OSS or Northern Ireland registration, say), sent with each
   * check so that VIES gives a consultation number for the invoice. Unset: checks without one.
   */
  VIES_REQUESTER_VAT_NUMBER: z.preprocess(
    (value) =>
      typeof value === "string" ? value.replace(/[\s.-]/g, "").toUpperCase() || undefined : value,
    z
      .string()
      .regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, "must be a VAT number with its country prefix")
      .optional(),
  ),
  /** Subsets that may wait for a worker thread; beyond it /font-subset.woff2 answers 503. */
  SUBSET_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(64),
  /** A subset not cut within this fails with 503, and its worker thread is replaced. */
  SUBSET_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
});

/** The content token of local development and tests; never accepted in production. */
export const LOCAL_CONTENT_TOKEN = "meridian-local-content-token";

/** The download and invoice-key signing key of development and tests; never in production. */
export const LOCAL_DOWNLOAD_SECRET = "meridian-local-download-secret-not-for-production";

/** The signing key of local development and tests; never accepted in production. */
export const LOCAL_JWT_SECRET = "meridian-local-jwt-secret-not-for-production";

export type Env = Omit<
  z.infer<typeof envSchema>,
  | "DATABASE_PASSWORD"
  | "CONTENT_TOKEN"
  | "JWT_SECRET"
  | "ALLOWED_REDIRECT_ORIGINS"
  | "GRAPHQL_INTROSPECTION"
  | "SHUTDOWN_DELAY_MS"
  | "DATA_DIR"
  | "CONTENT_BUILD_DIR"
  | "FONT_PACKAGES_DIR"
  | "CONTENT_CACHE_DIR"
> & {
  GRAPHQL_INTROSPECTION: boolean;
  SHUTDOWN_DELAY_MS: number;
  CONTENT_TOKEN: string;
  JWT_SECRET: string;
  DOWNLOAD_SECRET: string;
  ALLOWED_REDIRECT_ORIGINS: string[];
  DATA_DIR: string;
  CONTENT_BUILD_DIR: string;
  FONT_PACKAGES_DIR: string;
  CONTENT_CACHE_DIR: string;
};

/** The folders a local run finds in the checkout; production names each one. */
const LOCAL_FOLDERS = {
  DATA_DIR: `${repoRoot}data`,
  CONTENT_BUILD_DIR: `${repoRoot}content/build`,
  FONT_PACKAGES_DIR: `${repoRoot}content/node_modules`,
  CONTENT_CACHE_DIR: `${repoRoot}content/.cache`,
};

/**
 * DATABASE_URL with DATABASE_PASSWORD in it, percent-encoded, so that the driver reads back
 * exactly the password it was given. A password in both places is refused rather than chosen.
 */
function databaseUrl(url: string | undefined, password: string | undefined): string | undefined {
  if (password === undefined) return url;
  if (url === undefined) {
    throw new Error(
      "Invalid API configuration:\n  DATABASE_PASSWORD: set without DATABASE_URL (the embedded database has none)",
    );
  }
  const withPassword = new URL(url);
  if (withPassword.password !== "") {
    throw new Error(
      "Invalid API configuration:\n  DATABASE_PASSWORD: DATABASE_URL has a password too; give it in one place",
    );
  }
  withPassword.password = encodeURIComponent(password);
  return withPassword.toString();
}

/** Reads and validates the configuration; a bad value stops start-up with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid API configuration:\n${problems}`);
  }
  const {
    DATABASE_URL,
    DATABASE_PASSWORD,
    CONTENT_TOKEN,
    JWT_SECRET,
    DOWNLOAD_SECRET,
    ALLOWED_REDIRECT_ORIGINS,
    GRAPHQL_INTROSPECTION,
    SHUTDOWN_DELAY_MS,
    DATA_DIR,
    CONTENT_BUILD_DIR,
    FONT_PACKAGES_DIR,
    CONTENT_CACHE_DIR,
    ...env
  } = result.data;
  const folders = { DATA_DIR, CONTENT_BUILD_DIR, FONT_PACKAGES_DIR };
  const missing = [
    ...(CONTENT_TOKEN ? [] : ["CONTENT_TOKEN"]),
    ...(JWT_SECRET ? [] : ["JWT_SECRET"]),
    ...(DOWNLOAD_SECRET ? [] : ["DOWNLOAD_SECRET"]),
    // Without Stripe the embedded test provider would take test cards as payment.
    ...(env.STRIPE_SECRET_KEY || env.ALLOW_TEST_PAYMENTS ? [] : ["STRIPE_SECRET_KEY"]),
    // The checkout's folders mean nothing where the artefact runs.
    ...Object.entries(folders)
      .filter(([, value]) => !value)
      .map(([name]) => name),
  ];
  if (missing.length > 0 && env.NODE_ENV === "production") {
    const problems = missing.map((name) => `  ${name}: required in production`).join("\n");
    const unset = source.NODE_ENV
      ? ""
      : "\n(NODE_ENV is unset, which means production. A local run with the development defaults " +
        "sets NODE_ENV=development, as `npm start` and `pnpm --filter @meridian/api dev` do.)";
    throw new Error(`Invalid API configuration:\n${problems}${unset}`);
  }
  return {
    ...env,
    DATABASE_URL: databaseUrl(DATABASE_URL, DATABASE_PASSWORD),
    DATA_DIR: DATA_DIR ?? LOCAL_FOLDERS.DATA_DIR,
    CONTENT_BUILD_DIR: CONTENT_BUILD_DIR ?? LOCAL_FOLDERS.CONTENT_BUILD_DIR,
    FONT_PACKAGES_DIR: FONT_PACKAGES_DIR ?? LOCAL_FOLDERS.FONT_PACKAGES_DIR,
    CONTENT_CACHE_DIR:
      CONTENT_CACHE_DIR ??
      (env.NODE_ENV === "production"
        ? join(DATA_DIR ?? LOCAL_FOLDERS.DATA_DIR, "content-cache")
        : LOCAL_FOLDERS.CONTENT_CACHE_DIR),
    GRAPHQL_INTROSPECTION: GRAPHQL_INTROSPECTION
      ? GRAPHQL_INTROSPECTION === "true"
      : env.NODE_ENV !== "production",
    // A load balancer needs a few health checks to stop sending; a local run stops at once.
    SHUTDOWN_DELAY_MS: SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === "production" ? 5_000 : 0),
    CONTENT_TOKEN: CONTENT_TOKEN ?? LOCAL_CONTENT_TOKEN,
    JWT_SECRET: JWT_SECRET ?? LOCAL_JWT_SECRET,
    DOWNLOAD_SECRET: DOWNLOAD_SECRET ?? LOCAL_DOWNLOAD_SECRET,
    // Reset links lead back to a site, so the sites' origins are the natural default.
    ALLOWED_REDIRECT_ORIGINS: (ALLOWED_REDIRECT_ORIGINS ?? env.SITE_ORIGINS).map(
      (origin) => new URL(origin).origin,
    ),
  };
}

/**
 * What the sites' server is told at start-up, validated once: the options `next start` takes
 * (`[dir] -p/--port -H/--hostname --keepAliveTimeout`, PORT when no port is given),
 * TRUSTED_PROXIES, the proxies in front of the site whose X-Forwarded-For is kept, and how a
 * SIGTERM drains it (SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS, as the API reads them), and
 * LOG_LEVEL, the least severe level of the JSON log lines written (as the API reads it).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

const optionsSchema = z.object({
  dir: z.string(),
  port: z.coerce.number().int().min(0).max(65535),
  hostname: z.string().min(1).optional(),
  keepAliveTimeout: z.coerce.number().int().positive().optional(),
  /**
   * Addresses or CIDR ranges of a proxy in front of the site (a load balancer, a CDN's edge).
   * Empty by default: the site then replaces any X-Forwarded-For with the address it saw.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  /** Unset means production, as for the API: a deployment never runs in development by accident. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /**
   * After SIGTERM, how long /readyz fails while everything is still served, so a load balancer
   * that polls it takes the site out first. Unset: 5 s in production, none otherwise.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** How long clients may go on connecting after the delay, and accepted requests after the close. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Parses the command line and the environment; throws naming each bad value. */
export function loadServerOptions(argv, env, cwd) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: "string", short: "p" },
      hostname: { type: "string", short: "H" },
      keepAliveTimeout: { type: "string" },
    },
  });
  const result = optionsSchema.safeParse({
    dir: resolve(cwd, positionals[0] ?? "."),
    port: values.port ?? (env.PORT || "3000"),
    hostname: values.hostname,
    keepAliveTimeout: values.keepAliveTimeout,
    TRUSTED_PROXIES: env.TRUSTED_PROXIES ?? "",
    NODE_ENV: env.NODE_ENV || undefined,
    SHUTDOWN_DELAY_MS: env.SHUTDOWN_DELAY_MS || undefined,
    SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS || undefined,
    LOG_LEVEL: env.LOG_LEVEL || undefined,
  });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid site server options: ${problems.join("; ")}`);
  }
  const { TRUSTED_PROXIES, NODE_ENV, SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS, LOG_LEVEL, ...options } =
    result.data;
  return {
    ...options,
    logLevel: LOG_LEVEL,
    trustedProxies: TRUSTED_PROXIES,
    shutdownDelayMs: SHUTDOWN_DELAY_MS ?? (NODE_ENV === "production" ? 5_000 : 0),
    shutdownGraceMs: SHUTDOWN_GRACE_MS,
  };
}

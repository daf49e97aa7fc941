/**
 * What the sites' server is told at start-up, validated once: the options `next start` takes
 * (`[dir] -p/--port -H/--hostname --keepAliveTimeout`, PORT when no port is given) and
 * TRUSTED_PROXIES, the proxies in front of the site whose X-Forwarded-For is kept.
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
  });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid site server options: ${problems.join("; ")}`);
  }
  const { TRUSTED_PROXIES, ...options } = result.data;
  return { ...options, trustedProxies: TRUSTED_PROXIES };
}

/** Types of site-server-options.mjs. */

export interface SiteServerOptions {
  dir: string;
  port: number;
  hostname?: string | undefined;
  keepAliveTimeout?: number | undefined;
  trustedProxies: string[];
  /** After SIGTERM, how long readiness fails before the listener may close. */
  shutdownDelayMs: number;
  /** After the delay, how long accepted requests may take before they are cut. */
  shutdownGraceMs: number;
  /** The least severe level of the JSON log lines written. */
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
}

export function loadServerOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): SiteServerOptions;

/** Types of site-server-options.mjs. */

export interface SiteServerOptions {
  dir: string;
  port: number;
  hostname?: string | undefined;
  keepAliveTimeout?: number | undefined;
  trustedProxies: string[];
}

export function loadServerOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): SiteServerOptions;

import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

export const SITES = ["foundry", "studio", "launcher"] as const;
export type SiteName = (typeof SITES)[number];

export interface BuiltSite {
  site: SiteName;
  origin: string;
  pid: number;
  /** The site's pages, from its sitemap ('/' where it has none). */
  paths: string[];
  /** Asks the process to stop (SIGTERM) and resolves once it has exited and freed its port. */
  stop(): Promise<void>;
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) return ["/"];
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
  return paths.length > 0 ? paths : ["/"];
}

/**
 * A site's production artefact (its standalone build, as the end-to-end tests and the cluster
 * start it) in a process of its own, talking to `apiOrigin`, and ready to answer.
 */
export async function startBuiltSite(
  site: SiteName,
  apiOrigin: string,
  port: number,
): Promise<BuiltSite> {
  const child = spawn(
    "node",
    [
      ".next/standalone/packages/next-config/src/site-server.mjs",
      `.next/standalone/apps/${site}`,
      "--port",
      String(port),
      "--hostname",
      "127.0.0.1",
    ],
    {
      cwd: repo(`apps/${site}`),
      env: {
        ...process.env,
        NODE_ENV: "production",
        // As deploy/Dockerfile runs it (ADR 0029).
        NODE_OPTIONS: "--max-old-space-size=384",
        API_URL: apiOrigin,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = () => {
    child.kill("SIGTERM");
    return exited;
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { site, origin, pid: child.pid!, paths: await sitemapPaths(origin), stop };
    await sleep(250);
  }
  child.kill("SIGKILL");
  throw new Error(`the ${site} site did not become ready`);
}

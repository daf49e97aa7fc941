/**
 * `pnpm bench`: how many times a second one foundry process serves a font page (issue 44, ADR
 * 0039), beside nginx serving the very same bytes from a file, measured side by side from
 * another process (autocannon: BENCH_PAGES_CONNECTIONS connections for BENCH_PAGES_SECONDS).
 *
 * - **kept**: `/fonts/geist` as every visitor gets it, rendered once for the content revision;
 * - **rendered per request**: the same page with a query never asked before each time
 *   (`?s1.size=N`: each one a page of its own, page-query.ts), which is what every request cost
 *   while pages carried a nonce; and the site's CPU time (/proc) a page rendered that way costs;
 * - **nginx, from a file**: the HTML the site sent, in a file served by Debian's nginx;
 * - **through the cluster's cache**: the cluster's own nginx (its template, TLS and page cache:
 *   scripts/cluster-nginx.mjs) in front of this one site, over HTTPS on kept-alive connections.
 *
 * All without compression (no Accept-Encoding): the same bytes go over the wire. The foundry's
 * production build and a fresh API on the embedded database, as `npm start` runs them.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { atLeast, atMost, figure, recordFigures } from "@meridian/e2e/bench-figures";
import { startServer, stopServer, waitForServer } from "@meridian/e2e/processes";
import { startSiteShop } from "@meridian/e2e/site-shop";
import autocannon from "autocannon";
import {
  ensureNginx,
  NGINX,
  prepareNginx,
  writeNginxConf,
} from "../../../scripts/cluster-nginx.mjs";

const PAGE = "/fonts/geist";
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 10);
const PORTS = { site: 3230, api: 4230, nginx: 3231 };
/** The cluster's nginx: a TLS port for each public face and the API's internal one. */
const EDGE_PORTS = { foundry: 3232, studio: 3233, launcher: 3234, admin: 3235, api: 3236 };
const EDGE_API_INTERNAL = 3237;

interface Run {
  requestsPerSecond: number;
  p50Ms: number;
  errors: number;
  requests: number;
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** The CPU time process `pid` has used so far, user and system, every thread (Linux's /proc). */
function cpuMs(pid: number): number {
  // stat(5): utime and stime are fields 14 and 15; the name (field 2) ends with ") ".
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** autocannon against `url`; `nextPath` gives each request its own path when set. */
async function load(url: string, nextPath?: () => string): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(nextPath && {
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** Debian's nginx serving `dir/www` on PORTS.nginx, with the cluster nginx's own settings. */
function startNginx(dir: string) {
  ensureNginx();
  const args = writeNginxConf(dir, [
    "default_type text/html;",
    `server { listen 127.0.0.1:${PORTS.nginx}; root ${join(dir, "www")}; }`,
  ]);
  return startServer(NGINX, args, dir, {});
}

/** The cluster's nginx in `dir`, every site upstream this one site and every API one this API. */
function startClusterNginx(dir: string) {
  const local = (port: number) => `127.0.0.1:${port}`;
  const place = {
    listen: (name: string) => ({ port: name.startsWith("api-") ? PORTS.api : PORTS.site }),
    upstreamHost: () => "127.0.0.1",
    publicOrigin: Object.fromEntries(
      Object.entries(EDGE_PORTS).map(([face, port]) => [face, `https://localhost:${port}`]),
    ),
  };
  const listen = {
    ...Object.fromEntries(Object.entries(EDGE_PORTS).map(([face, port]) => [face, local(port)])),
    apiInternal: local(EDGE_API_INTERNAL),
  };
  const { args } = prepareNginx(dir, place, listen);
  return startServer(NGINX, args, dir, {});
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "meridian-bench-pages-"));
  const shop = startSiteShop({
    site: "foundry",
    ports: PORTS,
    dataDir: join(dir, "data"),
    siteEnv: { LOG_LEVEL: "error" },
  });
  const { siteUrl, site } = shop;
  let nginx: ReturnType<typeof startNginx> | undefined;
  let edge: ReturnType<typeof startNginx> | undefined;
  try {
    await shop.ready();
    const html = await (await fetch(`${siteUrl}${PAGE}`)).text();
    mkdirSync(join(dir, "www", "fonts"), { recursive: true });
    writeFileSync(join(dir, "www", "fonts", "geist"), html);
    nginx = startNginx(dir);
    await waitForServer(`http://127.0.0.1:${PORTS.nginx}${PAGE}`);
    edge = startClusterNginx(join(dir, "edge"));
    const edgeUrl = `https://127.0.0.1:${EDGE_PORTS.foundry}${PAGE}`;
    // Up once its plain internal listener answers: autocannon checks no certificate, fetch would.
    await waitForServer(`http://127.0.0.1:${EDGE_API_INTERNAL}/readyz`);

    let size = 10;
    const kept = await load(`${siteUrl}${PAGE}`);
    const renderStart = cpuMs(Number(site.pid));
    const perRequest = await load(`${siteUrl}${PAGE}`, () => `${PAGE}?s1.size=${size++}`);
    const renderCpuMs = (cpuMs(Number(site.pid)) - renderStart) / perRequest.requests;
    const file = await load(`http://127.0.0.1:${PORTS.nginx}${PAGE}`);
    const cached = await load(edgeUrl);
    const share = Math.round((kept.requestsPerSecond / file.requestsPerSecond) * 100);
    const perRequestRate = Math.max(1, perRequest.requestsPerSecond);
    const times = Math.round(kept.requestsPerSecond / perRequestRate);
    const cachedTimes = Math.round(cached.requestsPerSecond / perRequestRate);

    console.log(
      `\n${PAGE}, ${Math.round(html.length / 1024)} KB, ${CONNECTIONS} connections for ${SECONDS} s each:`,
    );
    for (const [name, run] of [
      ["kept for the revision", kept],
      ["rendered per request", perRequest],
      ["nginx, from a file", file],
      ["the cluster's cache", cached],
    ] as const) {
      console.log(
        `  ${name.padEnd(22)} ${String(run.requestsPerSecond).padStart(6)} req/s, p50 ${run.p50Ms} ms${run.errors ? `, ${run.errors} errors` : ""}`,
      );
    }
    console.log(`  rendered per request: ${renderCpuMs.toFixed(1)} ms of the site's CPU a page`);
    console.log(`  kept: ${share} % of nginx's file, ${times}× the page rendered per request`);
    console.log(`  the cluster's cache: ${cachedTimes}× the page rendered per request\n`);
    recordFigures("foundry-pages", [
      figure(`foundry ${PAGE} kept · requests`, kept.requestsPerSecond, "req/s"),
      figure(
        `foundry ${PAGE} rendered per request · requests`,
        perRequest.requestsPerSecond,
        "req/s",
      ),
      figure(
        `foundry ${PAGE} rendered per request · CPU a page`,
        Math.round(renderCpuMs * 10) / 10,
        "ms",
        atMost(15),
      ),
      figure(`nginx ${PAGE} from a file · requests`, file.requestsPerSecond, "req/s"),
      figure(`foundry ${PAGE} kept · share of nginx's file`, share, "%", atLeast(15)),
      figure(
        `foundry ${PAGE} through the cluster's cache · requests`,
        cached.requestsPerSecond,
        "req/s",
        atLeast(1000),
      ),
      figure(
        `foundry ${PAGE} through the cluster's cache · times rendered per request`,
        cachedTimes,
        "×",
        atLeast(50),
      ),
    ]);
  } finally {
    if (nginx) stopServer(nginx);
    if (edge) stopServer(edge);
    await shop.stop();
    // The servers stop before their folder goes.
    await new Promise((done) => setTimeout(done, 1_000));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

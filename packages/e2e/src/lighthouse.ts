import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { atLeast, atMost, type Figure, figure, median, recordFigures } from "./bench-figures";
import { startServer, stopServer, waitForServer } from "./processes";
import { CHROMIUM_ARGS, CHROMIUM_PATH, type Site } from "./site-config";
import { startSiteShop } from "./site-shop";

/**
 * `pnpm bench` for a site (DESIGN 7.2, issue 22): its production build and a fresh API on the
 * demo catalogue, then Lighthouse (mobile, simulated throttling, Debian's Chromium) on each path
 * BENCH_RUNS times (3), recording the medians of the scores, LCP, CLS, TBT, JavaScript and the
 * font bytes asked for before LCP against the budgets.
 */

const BENCH_PORTS: Record<Site, { site: number; api: number }> = {
  foundry: { site: 3200, api: 4200 },
  studio: { site: 3201, api: 4201 },
  launcher: { site: 3202, api: 4202 },
};

/** Measured loads of each page; the figures are their medians. */
const BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Where the bare Next.js page is served while it is measured. */
const BARE_NEXT_PORT = 3203;

const bareNextDir = fileURLToPath(new URL("../bare-next/", import.meta.url));

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The HTML document as transferred (compressed). */
  documentKb: number;
  scriptKb: number;
  fontKb: number;
  /** Font bytes the page asked for before its largest paint (observed, unthrottled). */
  fontKbBeforeLcp: number;
}

interface NetworkRequest {
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}

function bytesOf(items: { resourceType: string; transferSize: number }[], type: string) {
  return items.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

function fontBytesBefore(requests: readonly NetworkRequest[], timeMs: number): number {
  return requests
    .filter((request) => request.resourceType === "Font")
    .filter((request) => (request.networkRequestTime ?? Number.POSITIVE_INFINITY) < timeMs)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** Loads the page once, with everything it asks for, unmeasured. */
async function warm(url: string, port: number): Promise<void> {
  await lighthouse(url, { port, logLevel: "error", onlyAudits: ["first-contentful-paint"] });
}

/** One measured load: which server (a site, or the bare page), which path, which run from 0. */
interface Run {
  server: string;
  path: string;
  run: number;
}

/**
 * Where `LIGHTHOUSE_REPORT_DIR` is set, each run's whole report is kept there as JSON, named
 * for its server and page and numbered from 1 (`foundry-home-1.json`): simulated timings
 * differ from run to run, and the medians hide which.
 */
function keepReport({ server, path, run }: Run, report: unknown) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
  writeFileSync(join(dir, `${server}-${page}-${run + 1}.json`), JSON.stringify(report));
}

async function measure(url: string, load: Run, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  keepReport(load, result.lhr);
  const items = (audits["resource-summary"]?.details as { items?: [] } | undefined)?.items ?? [];
  const requests =
    (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const observed = (
    audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  )?.items?.[0]?.observedLargestContentfulPaint;
  return {
    path: load.path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    documentKb: Math.round(bytesOf(items, "document") / 1024),
    scriptKb: Math.round(bytesOf(items, "script") / 1024),
    fontKb: Math.round(bytesOf(items, "font") / 1024),
    fontKbBeforeLcp: Math.round(fontBytesBefore(requests, observed ?? 0) / 1024),
  };
}

/** Each figure's median over the runs of one path. */
function medianFigures(path: string, samples: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, "path">) =>
    median(samples.map((sample) => sample[key]));
  return {
    path,
    performance: of("performance"),
    accessibility: of("accessibility"),
    seo: of("seo"),
    bestPractices: of("bestPractices"),
    lcpMs: of("lcpMs"),
    cls: of("cls"),
    tbtMs: of("tbtMs"),
    documentKb: of("documentKb"),
    scriptKb: of("scriptKb"),
    fontKb: of("fontKb"),
    fontKbBeforeLcp: of("fontKbBeforeLcp"),
  };
}

/**
 * A page's figures against issue 22's budgets: scores, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.01,
 * JavaScript ≤ 175 KB (catalogue and font pages; the bare framework is about 134 KB) and fonts
 * before LCP ≤ 60 KB.
 */
function budgeted(site: Site, page: LighthouseFigures): Figure[] {
  const name = `${site} ${page.path}`;
  return [
    figure(`${name} · performance`, page.performance, "score", atLeast(98)),
    figure(`${name} · accessibility`, page.accessibility, "score", atLeast(100)),
    figure(`${name} · SEO`, page.seo, "score", atLeast(100)),
    figure(`${name} · best practices`, page.bestPractices, "score", atLeast(100)),
    figure(`${name} · LCP`, page.lcpMs, "ms", atMost(1500)),
    figure(`${name} · TBT`, page.tbtMs, "ms", atMost(100)),
    figure(`${name} · CLS`, page.cls, "", atMost(0.01)),
    figure(`${name} · HTML`, page.documentKb, "KB"),
    figure(`${name} · JavaScript`, page.scriptKb, "KB", atMost(175)),
    figure(`${name} · fonts before LCP`, page.fontKbBeforeLcp, "KB", atMost(60)),
  ];
}

/**
 * Lighthouse on each path of a running server: one unmeasured load to warm it, then
 * BENCH_RUNS measured loads, and each figure's median.
 */
async function lighthousePaths(
  server: string,
  origin: string,
  paths: readonly string[],
  chromePort: number,
): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const path of paths) {
    // A warm server, as visitors meet it: a first load fills Next's content cache and the
    // API's caches of resized images and font subsets, which a CDN holds in production.
    await warm(`${origin}${path}`, chromePort);
    const samples: LighthouseFigures[] = [];
    for (let run = 0; run < BENCH_RUNS; run++) {
      samples.push(await measure(`${origin}${path}`, { server, path, run }, chromePort));
    }
    figures.push(medianFigures(path, samples));
  }
  return figures;
}

/** Debian's Chromium, headless, for Lighthouse to drive. */
function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
}

/**
 * Starts the site and its API, runs Lighthouse on each path (or on `BENCH_PATHS`, comma
 * separated, when set), prints and returns the figures.
 */
export async function benchSite(site: Site, defaultPaths: string[]): Promise<LighthouseFigures[]> {
  const paths = process.env.BENCH_PATHS?.split(",").filter(Boolean) ?? defaultPaths;
  const ports = BENCH_PORTS[site];
  const dataDir = mkdtempSync(join(tmpdir(), `meridian-bench-${site}-`));
  const shop = startSiteShop({ site, ports, dataDir });
  const chrome = await launchChromium();
  try {
    await shop.ready();
    const figures = await lighthousePaths(site, shop.siteUrl, paths, chrome.port);
    console.log(`\nLighthouse (mobile), median of ${BENCH_RUNS} — ${site}`);
    console.table(figures);
    recordFigures(
      `lighthouse-${site}`,
      figures.flatMap((page) => budgeted(site, page)),
    );
    return figures;
  } finally {
    chrome.kill();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The framework's floor on this machine: a bare Next.js App Router page (`bare-next/`, a heading
 * and a paragraph, Next's defaults) built and served by `next start`, measured as the sites are.
 * Its figures carry no budget; they tell what of a site's figures is the framework's and what
 * the machine's, since Lighthouse's simulated throttling scales with the CPU it runs on.
 */
export async function benchBareNext(): Promise<LighthouseFigures[]> {
  const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
  await new Promise<void>((done, fail) => {
    const build = spawn("node", [next, "build"], {
      cwd: bareNextDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    build.on("error", fail);
    build.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`next build exited ${code}`)),
    );
  });
  const origin = `http://127.0.0.1:${BARE_NEXT_PORT}`;
  const server = startServer(
    "node",
    [next, "start", "--port", String(BARE_NEXT_PORT), "--hostname", "127.0.0.1"],
    bareNextDir,
    { NEXT_TELEMETRY_DISABLED: "1" },
  );
  const chrome = await launchChromium();
  try {
    await waitForServer(origin);
    const figures = await lighthousePaths("bare-next", origin, ["/"], chrome.port);
    console.log(`\nLighthouse (mobile), median of ${BENCH_RUNS} — bare Next.js page`);
    console.table(figures);
    recordFigures(
      "lighthouse-bare-next",
      figures.flatMap((page) => [
        figure("bare Next.js page · performance", page.performance, "score"),
        figure("bare Next.js page · LCP", page.lcpMs, "ms"),
        figure("bare Next.js page · TBT", page.tbtMs, "ms"),
        figure("bare Next.js page · JavaScript", page.scriptKb, "KB"),
      ]),
    );
    return figures;
  } finally {
    chrome.kill();
    stopServer(server);
  }
}

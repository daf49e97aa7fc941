// `pnpm bench` (API): a memory soak (issue 22). The built API runs on the embedded database and
// then on PostgreSQL, with the three sites' built servers in front of it, each run for
// BENCH_SOAK_SECONDS (600) of mixed traffic — every page of the sites' sitemaps, catalogue
// queries, cart mutations, logins, font subsets of fresh texts and resized images — while the
// resident memory of the API and of each site is sampled from /proc. Budgets: the API ≤ 800 MB
// on PGlite and ≤ 400 MB on PostgreSQL, each site ≤ 300 MB, and no growth over the second half.
// BENCH_SOAK_DATABASES (PGlite,PostgreSQL) chooses the runs. What the API's resident memory gained
// over the second half is split by the API's own metrics into V8's heap, memory outside it that
// V8 knows of (buffers) and the rest. With BENCH_SOAK_HEAP_SNAPSHOTS set to a folder, the API
// writes a heap snapshot there at a third of each run and at its end, for `bench/heap-diff.ts`
// to compare (writing one grows the process by hundreds of MB: such a run measures no memory).
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { fontFileName } from "@meridian/codecs/font-url";
import { readStore } from "@meridian/content/store";
import { atMost, type Figure, figure, recordFigures } from "@meridian/e2e/bench-figures";
import pg from "pg";
import { LOCAL_CONTENT_TOKEN } from "../src/env";
import { keepAliveClient, startBuiltApi } from "./built-api";
import { type BuiltSite, SITES, startBuiltSite } from "./built-sites";

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
/** Requests a second, spread over the kinds below. */
const RATE = 40;
const SAMPLE_MS = 5_000;
const API_PORT = 4298;
/** The API's Prometheus metrics (METRICS_PORT). */
const API_METRICS_PORT = 4299;
/** The sites' ports, in the order of SITES. */
const FIRST_SITE_PORT = 3297;
const SITE_BUDGET_MB = 300;
const DATABASES = (process.env.BENCH_SOAK_DATABASES ?? "PGlite,PostgreSQL").split(",");
const SNAPSHOTS = process.env.BENCH_SOAK_HEAP_SNAPSHOTS;

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const store = await readStore(repo("content/build"));
const font = store.fonts.find((candidate) => candidate.pricePerStyleGbp && !candidate.hidden)!;
const subsetFonts = store.fonts.flatMap((each) =>
  each.styles
    .filter((style) => !style.variable)
    .map((style) => `${each.slug}/${fontFileName(each.name, style.name).replace(/\.woff2$/, "")}`),
);
/**
 * The catalogue's generated images, as the sites ask for them: those the store names (the build's
 * folder may also hold images of earlier builds, which the API does not serve).
 */
const images = [
  ...new Set(JSON.stringify(store).match(/\/images\/[a-f0-9]+\.(?:webp|png)(?=")/g) ?? []),
];
const WIDTHS = [320, 640, 800, 1200, 1600];
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables });

type Send = ReturnType<typeof keepAliveClient>["send"];

/**
 * The mix, by turn: what a storefront's visitors ask for. Pages go through the sites (which ask
 * the API for their content); the rest goes to the API as the sites' proxies pass it on.
 */
function traffic(send: Send, sites: readonly { send: Send; paths: readonly string[] }[]) {
  let cart: string | undefined;
  const password = "a long and unusual passphrase";
  const email = `soak-${randomUUID()}@example.com`;
  /** Each site's next page in its sitemap. */
  const cursor = sites.map(() => 0);
  return async (turn: number): Promise<void> => {
    switch (turn % 10) {
      case 8:
      case 9: {
        // The foundry on one turn, the studio or the launcher on the other, page after page.
        const index = turn % 10 === 8 ? 0 : 1 + (Math.floor(turn / 10) % 2);
        const site = sites[index]!;
        await site.send(site.paths[cursor[index]!++ % site.paths.length]!);
        return;
      }
      case 0:
      case 1: {
        if (turn % 40 === 0) cart = await send("/graphql", graphql("{ cart { id } }"));
        const style = font.styles[turn % font.styles.length]!;
        await send(
          "/graphql",
          graphql(
            `mutation ($p: ID!, $s: ID, $l: Int) { addItemToCart(itemType: "style", productId: $p, styleId: $s, licenceType: $l) { errors { code } } }`,
            { p: font.id, s: style.id, l: turn % 5 },
          ),
          cart ? { cookie: cart } : {},
        );
        return;
      }
      case 2:
        await send("/content/graphql", graphql("{ allFonts(first: 20) { id name slug } }"), {
          authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`,
        });
        return;
      case 3:
      case 4: {
        // A fresh text each time: every request cuts a new subset, as type testers do.
        const text = Array.from(
          { length: 24 },
          (_, index) => alphabet[(turn * 7 + index * 13) % alphabet.length],
        ).join("");
        const path = subsetFonts[turn % subsetFonts.length]!;
        await send(`/font-subset.woff2?font_path=${path}&text=${encodeURIComponent(text + turn)}`);
        return;
      }
      case 5:
      case 6:
        await send(
          `${images[turn % images.length]}?w=${WIDTHS[Math.floor(turn / images.length) % WIDTHS.length]}`,
        );
        return;
      case 7:
        if (turn === 7) {
          await send(
            "/graphql",
            graphql(
              `mutation ($e: String!, $p: String!) { userRegister(email: $e, password: $p, passwordConfirmation: $p, name: "Soak") { errors { code } } }`,
              { e: email, p: password },
            ),
          );
        }
        await send(
          "/graphql",
          graphql(
            `mutation ($e: String!, $p: String!) { userLogin(email: $e, password: $p) { token } }`,
            { e: email, p: password },
          ),
        );
    }
  };
}

const residentMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Least-squares slope of memory over time, in MB a minute. */
function slope(samples: readonly { seconds: number; mb: number }[]): number {
  const n = samples.length;
  const meanX = samples.reduce((sum, s) => sum + s.seconds, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.seconds - meanX) * (s.mb - meanY), 0);
  const variance = samples.reduce((sum, s) => sum + (s.seconds - meanX) ** 2, 0);
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

interface Sampled {
  name: string;
  pid: number;
  budgetMb: number;
  samples: { seconds: number; mb: number }[];
}

/** A process's figures for one run: peak (against its budget), end, and the second half's trend. */
function memoryFigures(process: Sampled, label: string): Figure[] {
  const { samples } = process;
  const secondHalf = samples.filter((sample) => sample.seconds >= SECONDS / 2);
  const peak = Math.max(...samples.map((sample) => sample.mb));
  const end = samples.at(-1)!.mb;
  const trend = slope(secondHalf);
  console.log(
    `  ${`${process.name}, ${label}`.padEnd(24)} resident: start ${samples[0]!.mb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, end ${end.toFixed(0)} MB; second half ${trend.toFixed(1)} MB/min`,
  );
  const name = `${process.name} memory, ${label}`;
  return [
    figure(`${name} · peak`, Math.round(peak), "MB", atMost(process.budgetMb)),
    figure(`${name} · end`, Math.round(end), "MB"),
    figure(`${name} · trend, second half`, Number(trend.toFixed(1)), "MB/min", atMost(1)),
  ];
}

interface ApiMemory {
  resident: number;
  heap: number;
  external: number;
}

/** The API's resident memory, and its own account of it (prom-client's process metrics), in MB. */
async function apiMemory(pid: number): Promise<ApiMemory> {
  const response = await fetch(`http://127.0.0.1:${API_METRICS_PORT}/metrics`);
  const metrics = await response.text();
  const mb = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, "m").exec(metrics)?.[1]) / 2 ** 20;
  return {
    resident: residentMb(pid),
    heap: mb("nodejs_heap_size_total_bytes"),
    external: mb("nodejs_external_memory_bytes"),
  };
}

/** Where the API's resident memory went between two readings. */
function growthLine(label: string, from: ApiMemory, to: ApiMemory): string {
  const change = (key: keyof ApiMemory) => to[key] - from[key];
  const signed = (mb: number) => `${mb >= 0 ? "+" : ""}${mb.toFixed(0)} MB`;
  const rest = change("resident") - change("heap") - change("external");
  const parts = [
    `V8's heap ${signed(change("heap"))}`,
    `buffers and other external memory ${signed(change("external"))}`,
    `the rest ${signed(rest)}`,
  ];
  return `  ${`API, ${label}`.padEnd(24)} second half: resident ${signed(change("resident"))} = ${parts.join(", ")}`;
}

/** Asks the API for its end-of-run heap snapshot and waits until it is written. */
async function lastSnapshot(pid: number, folder: string) {
  const written = () => readdirSync(folder).filter((file) => file.endsWith(".heapsnapshot"));
  const before = new Set(written());
  process.kill(pid, "SIGUSR2");
  let file: string | undefined;
  while (!file) {
    await sleep(1_000);
    file = written().find((name) => !before.has(name));
  }
  // Written as it is taken: done once its size holds for a few seconds.
  let size = -1;
  while (size !== statSync(join(folder, file)).size) {
    size = statSync(join(folder, file)).size;
    await sleep(3_000);
  }
  console.log(`  heap snapshots in ${folder}: ${written().join(", ")}`);
}

async function soak(label: string, databaseUrl: string, apiBudgetMb: number): Promise<Figure[]> {
  const dataDir = join(tmpdir(), `meridian-soak-${process.pid}-${label}`);
  const api = await startBuiltApi({
    databaseUrl,
    dataDir,
    port: API_PORT,
    env: {
      RATE_LIMIT_LOGIN_PER_MINUTE: "100000",
      RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "100000",
      RATE_LIMIT_REGISTER_PER_MINUTE: "100000",
      METRICS_PORT: String(API_METRICS_PORT),
      ...(SNAPSHOTS
        ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${SNAPSHOTS}` }
        : {}),
    },
  });
  const sites: BuiltSite[] = [];
  const client = keepAliveClient(api.origin, 32);
  const siteClients: ReturnType<typeof keepAliveClient>[] = [];
  try {
    for (const [index, site] of SITES.entries()) {
      sites.push(await startBuiltSite(site, api.origin, FIRST_SITE_PORT + index));
    }
    const next = traffic(
      client.send,
      sites.map((site) => {
        const siteClient = keepAliveClient(site.origin, 16);
        siteClients.push(siteClient);
        return { send: siteClient.send, paths: site.paths };
      }),
    );
    const sampled: Sampled[] = [
      { name: "API", pid: api.pid, budgetMb: apiBudgetMb, samples: [] },
      ...sites.map((site) => ({
        name: site.site,
        pid: site.pid,
        budgetMb: SITE_BUDGET_MB,
        samples: [],
      })),
    ];
    const started = Date.now();
    let failures = 0;
    const pending = new Set<Promise<void>>();
    let sampledAt = 0;
    let snapshotTaken = false;
    let halfway: Promise<ApiMemory> | undefined;
    for (let turn = 0; Date.now() - started < SECONDS * 1000; turn++) {
      if (SNAPSHOTS && !snapshotTaken && Date.now() - started >= (SECONDS * 1000) / 3) {
        snapshotTaken = true;
        process.kill(api.pid, "SIGUSR2");
      }
      if (!halfway && Date.now() - started >= (SECONDS * 1000) / 2) {
        halfway = apiMemory(api.pid);
        halfway.catch(() => {}); // awaited, and so reported, at the end
      }
      const due = started + (turn * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      const run = next(turn).catch((error: Error) => {
        if (failures === 0) console.error(`  first failure: ${error.message.slice(0, 300)}`);
        failures++;
      });
      pending.add(run);
      run.finally(() => pending.delete(run));
      if (Date.now() - sampledAt >= SAMPLE_MS) {
        sampledAt = Date.now();
        const seconds = (sampledAt - started) / 1000;
        for (const each of sampled) each.samples.push({ seconds, mb: residentMb(each.pid) });
      }
    }
    await Promise.all(pending);
    if (halfway) console.log(growthLine(label, await halfway, await apiMemory(api.pid)));
    if (SNAPSHOTS) await lastSnapshot(api.pid, SNAPSHOTS);
    console.log(`  ${label}: ${failures} failed requests`);
    return [
      ...sampled.flatMap((each) => memoryFigures(each, label)),
      figure(`API soak, ${label} · failed requests`, failures, "", atMost(0)),
    ];
  } finally {
    client.close();
    for (const siteClient of siteClients) siteClient.close();
    await Promise.all([...sites.map((site) => site.stop()), api.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nMemory soak: ${SECONDS} s of mixed traffic at ${RATE} requests/s`);
const figures = DATABASES.includes("PGlite") ? await soak("PGlite", "", 800) : [];

if (DATABASES.includes("PostgreSQL")) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `meridian_soak_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    figures.push(...(await soak("PostgreSQL", url.toString(), 400)));
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
recordFigures("api-soak", figures);

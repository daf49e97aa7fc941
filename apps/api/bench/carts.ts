// `pnpm bench` (API): cart mutations — p50/p95 and throughput at a steady 50 requests/s on
// PostgreSQL (DESIGN 7.2: p95 ≤ 50 ms) and 20 at once on PGlite — and login. Figures only.
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { readStore } from "@meridian/content/store";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createApp } from "../src/app/app";
import { loadEnv } from "../src/env";
import { type Database, openDatabase } from "../src/platform/db/database";
import { createLogger } from "../src/platform/logging/logger";
import { printRow } from "./stats";

const logger = createLogger("silent");
const store = await readStore();
const font = store.fonts.find(
  (candidate) => candidate.pricePerStyleGbp && candidate.status !== "draft",
)!;
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function appOn(database: Database, dataDir: string) {
  const env = loadEnv({
    ...process.env,
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    // Measure the work, not the limiter.
    RATE_LIMIT_LOGIN_PER_MINUTE: "100000",
    RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: "100000",
    RATE_LIMIT_REGISTER_PER_MINUTE: "100000",
  });
  return createApp({ database, env, logger, store });
}

type App = ReturnType<typeof appOn>;

async function call(app: App, query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await app.fetch(
    new Request("http://bench/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return response;
}

const ADD = `mutation ($productId: ID!, $styleId: ID, $licenceType: Int) {
  addItemToCart(itemType: "style", productId: $productId, styleId: $styleId, licenceType: $licenceType) { errors { code } cart { subtotal } }
}`;

async function newCart(app: App): Promise<string> {
  const response = await call(app, "{ cart { id } }", {});
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

function addVariables(index: number) {
  const style = font.styles[index % font.styles.length]!;
  return { productId: font.id, styleId: style.id, licenceType: index % 5 };
}

/** Sends `rate` requests a second for `seconds`, each on one of a few carts; latency per request. */
async function steady(app: App, rate: number, seconds: number) {
  const carts = await Promise.all(Array.from({ length: 10 }, () => newCart(app)));
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < rate * seconds; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      (async () => {
        const t = performance.now();
        await call(app, ADD, addVariables(index), carts[index % carts.length]);
        latencies.push(performance.now() - t);
      })(),
    );
  }
  await Promise.all(pending);
  return { latencies, perSecond: latencies.length / ((performance.now() - started) / 1000) };
}

async function burst(app: App, concurrent: number, rounds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const cookie = await newCart(app);
    await Promise.all(
      Array.from({ length: concurrent }, async (_, index) => {
        const t = performance.now();
        await call(app, ADD, addVariables(index), cookie);
        latencies.push(performance.now() - t);
      }),
    );
  }
  return { latencies, perSecond: latencies.length / ((performance.now() - started) / 1000) };
}

async function logins(app: App, count: number) {
  const email = `bench-${randomUUID()}@example.com`;
  const password = "a long and unusual passphrase";
  await call(
    app,
    `mutation ($email: String!, $password: String!) { userRegister(email: $email, password: $password, passwordConfirmation: $password, name: "Bench") { errors { code } } }`,
    { email, password },
  );
  const latencies: number[] = [];
  for (let index = 0; index < count; index++) {
    const t = performance.now();
    await call(
      app,
      `mutation ($email: String!, $password: String!) { userLogin(email: $email, password: $password) { errors { code } token } }`,
      { email, password },
    );
    latencies.push(performance.now() - t);
  }
  return latencies;
}

// PostgreSQL: a database of the benchmark's own.
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `meridian_bench_${process.pid}`;
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const migrator = new pg.Client({ connectionString: url.toString() });
await migrator.connect();
await migrate(drizzle(migrator), {
  migrationsFolder: new URL("../drizzle", import.meta.url).pathname,
});
await migrator.end();

const dataDir = join(tmpdir(), `meridian-bench-carts-${process.pid}`);
const postgres = await openDatabase({
  kind: "postgres",
  url: url.toString(),
  poolSize: 10,
  logger,
});
const onPostgres = appOn(postgres, dataDir);
const steadyRun = await steady(onPostgres, 50, 10);
const login = await logins(onPostgres, 20);
await onPostgres.close();
await postgres.close();
await admin.query(`drop database ${name} with (force)`);
await admin.end();

const pglite = await openDatabase({ kind: "pglite", logger });
await pglite.migrate();
const onPglite = appOn(pglite, dataDir);
const burstRun = await burst(onPglite, 20, 10);
await onPglite.close();
await pglite.close();
await rm(dataDir, { recursive: true, force: true });

console.log("\nCart mutations (addItemToCart)");
printRow(
  "PostgreSQL, steady 50 requests/s",
  steadyRun.latencies,
  `${steadyRun.perSecond.toFixed(0)} req/s`,
);
printRow(
  "PGlite, 20 at once on one cart",
  burstRun.latencies,
  `${burstRun.perSecond.toFixed(0)} req/s`,
);
console.log("Login (argon2id)");
printRow("PostgreSQL, one at a time", login);

// `pnpm bench` (API): cart mutations over HTTP on PostgreSQL, open loop at 100 and 200
// requests/s (issue 22: p95 ≤ 15 ms at 200/s), 20 at once on one cart on PGlite, and login.
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { DEFAULT_BUILD_DIR, readStore } from "@meridian/content/store";
import { atMost, figure, recordFigures } from "@meridian/e2e/bench-figures";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createApp } from "../src/app/app";
import { loadEnv } from "../src/env";
import { fixedContent } from "../src/modules/publishing";
import { type Database, openDatabase } from "../src/platform/db/database";
import { createLogger } from "../src/platform/logging/logger";
import { keepAliveClient, startBuiltApi } from "./built-api";
import { percentile, printRow } from "./stats";

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
  return createApp({ database, env, logger, content: fixedContent(store, DEFAULT_BUILD_DIR) });
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

/**
 * Open loop: request i is due at start + i/rate whatever the earlier ones are doing, and its
 * latency counts from when it was due, so a server that falls behind is charged for the queue
 * it builds (no coordinated omission). Keep-alive connections, as a load balancer holds them.
 */
async function openLoop(origin: string, rate: number, seconds: number) {
  const client = keepAliveClient(origin, 64);
  const post = (body: string, cookie?: string) =>
    client.send("/graphql", body, cookie ? { cookie } : {});
  const carts = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const cookie = await post(JSON.stringify({ query: "{ cart { id } }" }));
      return cookie!;
    }),
  );
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < rate * seconds; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const body = JSON.stringify({ query: ADD, variables: addVariables(index) });
    pending.push(
      post(body, carts[index % carts.length]).then(() => {
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(pending);
  client.close();
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
const api = await startBuiltApi({ databaseUrl: url.toString(), dataDir, port: 4299 });
await openLoop(api.origin, 100, 3); // warm-up: connections, prepared plans, JIT
const at100 = await openLoop(api.origin, 100, 10);
const at200 = await openLoop(api.origin, 200, 10);
await api.stop();

const postgres = await openDatabase({
  kind: "postgres",
  url: url.toString(),
  poolSize: 10,
  logger,
});
const onPostgres = appOn(postgres, dataDir);
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
  "PostgreSQL over HTTP, 100/s open loop",
  at100.latencies,
  `${at100.perSecond.toFixed(0)} req/s`,
);
printRow(
  "PostgreSQL over HTTP, 200/s open loop",
  at200.latencies,
  `${at200.perSecond.toFixed(0)} req/s`,
);
printRow(
  "PGlite, 20 at once on one cart",
  burstRun.latencies,
  `${burstRun.perSecond.toFixed(0)} req/s`,
);
console.log("Login (argon2id)");
printRow("PostgreSQL, one at a time", login);

const rounded = (value: number) => Number(value.toFixed(1));
recordFigures("api-carts", [
  figure("cart mutation, PostgreSQL, 100/s · p95", rounded(percentile(at100.latencies, 95)), "ms"),
  figure(
    "cart mutation, PostgreSQL, 200/s · p95",
    rounded(percentile(at200.latencies, 95)),
    "ms",
    atMost(15),
  ),
  figure("cart mutation, PostgreSQL, 200/s · p50", rounded(percentile(at200.latencies, 50)), "ms"),
  figure(
    "cart mutation, PGlite, 20 at once · p95",
    rounded(percentile(burstRun.latencies, 95)),
    "ms",
  ),
  figure("login (argon2id) · p50", rounded(percentile(login, 50)), "ms"),
]);

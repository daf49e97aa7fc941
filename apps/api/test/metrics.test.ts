// Guards the API's Prometheus metrics (issue 16, docs/adr/0014-api-signals.md): `GET /metrics`
// on a listener of its own moves after a few requests — each GraphQL operation's histogram
// (unknown names counted as `other`, never as labels of their own), each route's, the subset
// and image caches' hits and misses, the job queue read from the jobs table, the database
// pool and the process's own metrics.
import { randomInt } from "node:crypto";
import { fontFileName } from "@meridian/codecs/font-url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/platform/logging/logger";
import { type MetricsServer, startMetricsServer } from "../src/platform/signals/metrics-server";
import { type PrivateDatabase, privateDatabase } from "./helpers/private-database";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let database: PrivateDatabase;
let api: TestApp;
let metrics: MetricsServer;

beforeAll(async () => {
  database = await privateDatabase("metrics");
  api = await createTestApp({}, { database: database.open });
  metrics = await startMetricsServer({
    registry: api.app.metrics.registry,
    host: "127.0.0.1",
    port: 0,
    logger: createLogger("silent"),
  });
});
afterAll(async () => {
  await metrics?.close();
  await api?.close();
  await database?.drop();
});

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** The value of one sample of the Prometheus text, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",").filter(Boolean);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

const graphql = (query: string) =>
  api.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });

/** Characters no other test asks for together: this subset is cut here, once. */
function unusualText(): string {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return Array.from({ length: 24 }, () => letters[randomInt(letters.length)]).join("");
}

describe("/metrics", () => {
  it("moves after a few requests: operations, routes and caches", async () => {
    const store = await testStore();
    const font = store.fonts.find((candidate) => !candidate.styles.some((s) => s.variable))!;
    const fontPath = `${font.slug}/${fontFileName(font.name, font.styles[0]!.name).replace(/\.woff2$/, "")}`;
    const subsetUrl = `/font-subset.woff2?font_path=${encodeURIComponent(fontPath)}&text=${unusualText()}`;
    const imageUrl = `${store.site.logos[0]!.url}?w=480`;

    const before = await scrape();
    for (let index = 0; index < 3; index++) await graphql("query Cart { cart { id } }");
    await graphql("query MadeUpByAClient { apiVersion }");
    await graphql("{ apiVersion }");
    for (let index = 0; index < 2; index++) expect((await api.request(subsetUrl)).status).toBe(200);
    for (let index = 0; index < 2; index++) expect((await api.request(imageUrl)).status).toBe(200);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    const cart = { operation: "Cart", status_class: "2xx" };
    expect(moved("meridian_api_graphql_request_duration_seconds_count", cart)).toBe(3);
    expect(
      moved("meridian_api_graphql_request_duration_seconds_bucket", { ...cart, le: "+Inf" }),
    ).toBe(3);
    expect(
      moved("meridian_api_graphql_request_duration_seconds_bucket", { ...cart, le: "10" }),
    ).toBe(3);
    expect(moved("meridian_api_graphql_request_duration_seconds_sum", cart)).toBeGreaterThan(0);
    expect(
      moved("meridian_api_graphql_request_duration_seconds_count", {
        operation: "other",
        status_class: "2xx",
      }),
    ).toBe(2);
    expect(after).not.toContain("MadeUpByAClient");

    const route = (name: string) =>
      moved("meridian_api_http_request_duration_seconds_count", {
        route: name,
        status_class: "2xx",
      });
    expect(route("/graphql")).toBe(5);
    expect(route("/font-subset.woff2")).toBe(2);
    expect(route("/images")).toBe(2);

    const cache = (name: string) => ({ cache: name });
    expect(moved("meridian_api_cache_misses_total", cache("subset"))).toBe(1);
    expect(moved("meridian_api_cache_hits_total", cache("subset"))).toBe(1);
    // The image may be on disk from another run; the second look-up is in memory either way.
    expect(
      moved("meridian_api_cache_hits_total", cache("image")) +
        moved("meridian_api_cache_misses_total", cache("image")),
    ).toBe(2);
    expect(moved("meridian_api_cache_hits_total", cache("image"))).toBeGreaterThanOrEqual(1);
  });

  it("reads the job queue from the jobs table at each scrape", async () => {
    const queued = await api.graphql<{ contactOther: { ok: boolean } }>(
      `mutation { contactOther(companyName: "Engines", email: "ada@example.com", name: "Ada", interests: ["Other"]) { ok } }`,
    );
    expect(queued.data?.contactOther.ok).toBe(true);
    const waiting = await scrape();
    // Two e-mails: the enquiry to the foundry, the acknowledgement to the enquirer.
    expect(sample(waiting, "meridian_api_job_queue_depth", { kind: "email" })).toBe(2);
    expect(
      sample(waiting, "meridian_api_job_oldest_due_age_seconds", { kind: "email" }),
    ).toBeGreaterThanOrEqual(0);
    expect(waiting).toMatch(/^meridian_api_job_oldest_due_age_seconds\{kind="email"\} /m);

    await api.runDueJobs();
    const done = await scrape();
    expect(sample(done, "meridian_api_job_queue_depth", { kind: "email" })).toBe(0);
    expect(sample(done, "meridian_api_job_oldest_due_age_seconds", { kind: "email" })).toBe(0);
    expect(sample(done, "meridian_api_jobs_failed", { kind: "email" })).toBe(0);
  });

  it("shows the database pool and the process", async () => {
    const text = await scrape();
    expect(sample(text, "meridian_api_db_pool_max_connections")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "meridian_api_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^meridian_api_db_pool_idle_connections \d+$/m);
    expect(text).toMatch(/^meridian_api_db_pool_waiting \d+$/m);
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("is the listener's only path", async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/graphql`)).status).toBe(404);
  });
});

// Guards font subsets against a worker that fails (issue 13, item 8): a worker thread that
// crashes in the middle of a subset, or hangs, fails that request at once (500, or 503 with
// Retry-After for a timeout) instead of leaving it waiting, and the next request for the same
// subset is cut afresh on a new worker; when every worker is busy and the queue is full, a
// request is refused at once with 503 and Retry-After.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fontFileName } from "@meridian/codecs/font-url";
import { type BuiltStore, DEFAULT_BUILD_DIR } from "@meridian/content/store";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../src/app/app";
import { loadEnv } from "../src/env";
import { fixedContent } from "../src/modules/publishing";
import type { Database } from "../src/platform/db/database";
import { createLogger } from "../src/platform/logging/logger";
import { openTestDatabase, testStore } from "./helpers/test-app";

const faultsDir = mkdtempSync(join(tmpdir(), "subset-faults-"));
// Worker threads take a copy of the environment as they start: set before any pool exists.
process.env.SUBSET_FAULTS_DIR = faultsDir;

let store: BuiltStore;
let fontPath: string;
const opened: { app: App; database: Database; dataDir: string }[] = [];

beforeAll(async () => {
  store = await testStore();
  const font = store.fonts.find((candidate) => !candidate.styles.some((style) => style.variable))!;
  fontPath = `${font.slug}/${fontFileName(font.name, font.styles[0]!.name).replace(/\.woff2$/, "")}`;
});

afterEach(() => {
  for (const fault of ["crash", "hang"]) rmSync(join(faultsDir, fault), { force: true });
});

async function close(app: App): Promise<void> {
  const index = opened.findIndex((entry) => entry.app === app);
  const [{ database, dataDir }] = opened.splice(index, 1) as [(typeof opened)[number]];
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

afterAll(async () => {
  for (const { app } of [...opened]) await close(app);
  rmSync(faultsDir, { recursive: true, force: true });
});

/** An app whose subset workers are the faulty fixture, with its own subset cache. */
async function faultyApp(env: Record<string, string>): Promise<App> {
  const dataDir = mkdtempSync(join(tmpdir(), "meridian-api-faults-"));
  const database = await openTestDatabase();
  const app = createApp({
    database,
    env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env }),
    logger: createLogger("silent"),
    content: fixedContent(store, DEFAULT_BUILD_DIR),
    subsetWorker: new URL("./fixtures/faulty-subset-worker.mjs", import.meta.url),
  });
  opened.push({ app, database, dataDir });
  return app;
}

function subset(app: App, text: string): Promise<Response> {
  const query = `font_path=${encodeURIComponent(fontPath)}&text=${encodeURIComponent(text)}`;
  return app.fetch(new Request(`http://api.test/font-subset.woff2?${query}`));
}

function fault(name: "crash" | "hang"): void {
  mkdirSync(faultsDir, { recursive: true });
  writeFileSync(join(faultsDir, name), "");
}

describe("a subset worker that fails", () => {
  it("crashing mid-request fails that request, and the same subset is cut on the next", async () => {
    const app = await faultyApp({});
    fault("crash");
    const crashed = await subset(app, "Crash course");
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toEqual({ error: "The subset could not be made" });

    rmSync(join(faultsDir, "crash"));
    const again = await subset(app, "Crash course");
    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toBe("font/woff2");
    expect(
      Buffer.from(await again.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("wOF2");
  });

  it("hanging is timed out with 503 and Retry-After, and the same subset is cut on the next", async () => {
    const app = await faultyApp({ SUBSET_TIMEOUT_MS: "3000" });
    fault("hang");
    const hung = await subset(app, "Hang glider");
    expect(hung.status).toBe(503);
    expect(hung.headers.get("retry-after")).toBe("2");
    expect(hung.headers.get("cache-control")).toBe("no-store");

    rmSync(join(faultsDir, "hang"));
    const again = await subset(app, "Hang glider");
    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toBe("font/woff2");
  });
});

describe("a full queue", () => {
  it("refuses at once with 503 and Retry-After while every worker is busy", async () => {
    const app = await faultyApp({ SUBSET_QUEUE_MAX: "1", SUBSET_TIMEOUT_MS: "60000" });
    fault("hang");
    // Ten different subsets: at most two workers and one queued place can take any.
    const requests = Array.from({ length: 10 }, (_, index) => subset(app, `Queue ${index}`));
    // Those taken hang until the pool closes, so the first answer is a refusal.
    const first = await Promise.race(requests);
    expect(first.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("2");
    expect(await first.json()).toEqual({
      error: "Fonts are being cut for many requests at once; try again in a moment",
    });

    // Closing the pool ends the hung tasks: every request has an answer, none is left waiting.
    await close(app);
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((status) => status === 503 || status === 500)).toBe(true);
  });
});

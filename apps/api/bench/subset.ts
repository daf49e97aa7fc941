// `pnpm bench` (API): latency of /font-subset.woff2 — the first request of a fresh process,
// uncached subsets with warm workers, and cached ones — and the size of a subset against the
// whole web font. Figures only; nothing here passes or fails.
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fontFileName } from "@meridian/codecs/font-url";
import { DEFAULT_BUILD_DIR, readStore } from "@meridian/content/store";
import { figure, recordFigures } from "@meridian/e2e/bench-figures";
import { createApp } from "../src/app/app";
import { loadEnv } from "../src/env";
import { fixedContent } from "../src/modules/publishing";
import { openDatabase } from "../src/platform/db/database";
import { createLogger } from "../src/platform/logging/logger";
import { percentile, printRow } from "./stats";

const SAMPLES = 60;
const logger = createLogger("silent");
const dataDir = join(tmpdir(), `meridian-bench-${process.pid}`);
const env = loadEnv({ ...process.env, LOG_LEVEL: "silent", DATA_DIR: dataDir });
const store = await readStore(env.CONTENT_BUILD_DIR);
const database = await openDatabase({ kind: "pglite", logger });
await database.migrate();
const app = createApp({ database, env, logger, content: fixedContent(store, DEFAULT_BUILD_DIR) });

const font =
  store.fonts.find((candidate) => candidate.slug === store.site.homepageFont) ?? store.fonts[0]!;
const style = font.styles.find((candidate) => !candidate.variable) ?? font.styles[0]!;
const fontPath = `${font.slug}/${fontFileName(font.name, style.name).replace(/\.woff2$/, "")}`;
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

async function timeSubset(text: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await app.fetch(
    new Request(
      `http://bench/font-subset.woff2?font_path=${fontPath}&text=${encodeURIComponent(text)}`,
    ),
  );
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`subset failed: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/** A different 60-character text each time, so nothing comes from a cache. */
const freshText = (index: number) =>
  Array.from(
    { length: 60 },
    (_, offset) => alphabet[(index * 7 + offset * 11) % alphabet.length],
  ).join("") + String.fromCodePoint(0xc0 + (index % 60));

const cold = await timeSubset("Meridian cold start");
const uncached: number[] = [];
for (let index = 0; index < SAMPLES; index++)
  uncached.push((await timeSubset(freshText(index))).ms);
const cachedText = "Hello World";
const helloWorld = await timeSubset(cachedText);
const cached: number[] = [];
for (let index = 0; index < SAMPLES; index++) cached.push((await timeSubset(cachedText)).ms);
const fullWoff2 = (await readFile(join(env.CONTENT_BUILD_DIR, style.files.woff2))).byteLength;

console.log(`\nFont subsets of ${font.name} ${style.name} (${SAMPLES} samples each)`);
console.log(
  `  ${"first request (fresh process)".padEnd(34)} ${cold.ms.toFixed(1).padStart(10)} ms`,
);
printRow("uncached, 61 characters, warm", uncached);
printRow("cached ('Hello World')", cached);
console.log(
  `  size: 'Hello World' subset ${(helloWorld.bytes / 1024).toFixed(1)} KiB against the whole WOFF2 ${(fullWoff2 / 1024).toFixed(1)} KiB (${((100 * helloWorld.bytes) / fullWoff2).toFixed(1)} %)`,
);

const rounded = (value: number) => Number(value.toFixed(1));
recordFigures("api-subsets", [
  figure("font subset, first request", rounded(cold.ms), "ms"),
  figure("font subset, uncached · p95", rounded(percentile(uncached, 95)), "ms"),
  figure("font subset, cached · p95", rounded(percentile(cached, 95)), "ms"),
  figure("font subset, 'Hello World' size", rounded(helloWorld.bytes / 1024), "KB"),
]);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });

/**
 * `pnpm bench`: a one-field publish until every foundry replica shows it (issue 42, ADR 0036).
 * The cluster of `npm run cluster` (two API replicas on PostgreSQL, two foundry replicas, nginx;
 * the production builds), its first admin made with the API's command and signed in through
 * api-1 with production's second factor; then BENCH_PUBLISHES (20) times, one after another:
 * save a new designer for Geist, publish, and time from the publish's request to the moment both
 * foundry replicas' /fonts hold the new text (each asked every 100 ms), and the publish's request
 * alone. DESIGN 4.12's promise is within 5 s.
 */
import { performance } from "node:perf_hooks";
import { atMost, figure, median, recordFigures } from "@meridian/e2e/bench-figures";
// @ts-expect-error plain .mjs of the repository's scripts, typed by use
import { startCluster } from "../../../scripts/cluster-lib.mjs";
// @ts-expect-error plain .mjs of the repository's scripts, typed by use
import { createFirstAdmin, shownEverywhere, staffClient } from "../../../scripts/cluster-staff.mjs";

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 20);

/** The value below which a share p of the sample lies (nearest rank). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

const cluster = await startCluster({
  serverUrl: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
});
let failed = true;
try {
  const origin = (name: string) => `http://127.0.0.1:${cluster.replicas.get(name).port}`;
  createFirstAdmin(cluster.replicas.get("api-1"));
  const staff = staffClient(origin("api-1"));
  await staff.signIn();
  const shown: number[] = [];
  const requests: number[] = [];
  for (let round = 0; round < PUBLISHES; round++) {
    const designer = `Vercel with Basement Studio, round ${round} of ${Date.now()}`;
    await staff.saveChange("fonts/geist.yaml", "fonts", (raw: Record<string, unknown>) => ({
      ...raw,
      designer,
    }));
    const { requestedAt: started } = await staff.publish(`Bench round ${round}`);
    requests.push(performance.now() - started);
    shown.push(
      await shownEverywhere(["foundry-1", "foundry-2"].map(origin), "/fonts", designer, started),
    );
  }
  const whole = (value: number) => Math.round(value);
  const rows = {
    "publish → on both foundry replicas, p50 (ms)": whole(median(shown)),
    "publish → on both foundry replicas, p95 (ms)": whole(percentile(shown, 0.95)),
    "publish request alone, p50 (ms)": whole(median(requests)),
    "publish request alone, p95 (ms)": whole(percentile(requests, 0.95)),
  };
  console.log(`\nOne-field publishes in the cluster, ${PUBLISHES} of them`);
  console.table(rows);
  console.log("publish → shown (ms):", shown.map(whole).join(" "));
  recordFigures("publish-cluster", [
    figure(
      "cluster publish → /fonts on both foundry replicas p50",
      rows["publish → on both foundry replicas, p50 (ms)"],
      "ms",
    ),
    figure(
      "cluster publish → /fonts on both foundry replicas p95",
      rows["publish → on both foundry replicas, p95 (ms)"],
      "ms",
      atMost(5_000),
    ),
    figure("cluster publish request p95", rows["publish request alone, p95 (ms)"], "ms"),
  ]);
  failed = false;
} finally {
  // CLUSTER_KEEP=1 keeps a failed run's folder (the replicas' logs), as the cluster test does.
  const keep = failed && process.env.CLUSTER_KEEP === "1";
  await cluster.stop({ keep });
  if (keep) console.log(`Kept ${cluster.workDir}`);
}

// `pnpm bench` (issue 22): every package's benchmark one after another (turbo, one at a time, so
// they do not disturb each other), then one table of all their figures beside the previous
// run's, kept in data/bench/. Run it on a quiet machine. Arguments go to turbo (`--filter=…`).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { onProjectNode, repoRoot, run } from "./lib.mjs";

await onProjectNode();

const benchDir = join(repoRoot, "data", "bench");
const currentDir = join(benchDir, "current");
const previousDir = join(benchDir, "previous");

/** Every benchmark's figures in a folder (`@meridian/e2e/bench-figures` writes them), by group. */
function readFigures(dir) {
  const groups = new Map();
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return groups;
  }
  for (const name of names.sort()) {
    groups.set(name.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, name), "utf8")));
  }
  return groups;
}

const format = (value, unit) => (value === undefined ? "—" : `${value} ${unit}`);
const change = (now, before) =>
  before === undefined || before === 0
    ? ""
    : `${now >= before ? "+" : ""}${(((now - before) / before) * 100).toFixed(0)} %`;

rmSync(currentDir, { recursive: true, force: true });
let failure;
try {
  run("pnpm", ["exec", "turbo", "run", "bench", "--concurrency=1", ...process.argv.slice(2)], {
    env: { BENCH_FIGURES_DIR: currentDir },
  });
} catch (error) {
  failure = error; // what was measured is still printed
}

/**
 * Each page's LCP beside the bare Next.js page's, measured in the same run (issue 44): within
 * half a second of it. Lighthouse's simulated throttling scales with this machine's CPU, and the
 * bare page is the floor it leaves.
 */
function againstBareNext(groups) {
  const bare = groups
    .get("lighthouse-bare-next")
    ?.find((figure) => figure.metric === "bare Next.js page · LCP");
  if (!bare) return;
  const figures = [...groups]
    .filter(([group]) => group.startsWith("lighthouse-") && group !== "lighthouse-bare-next")
    .flatMap(([, list]) => list.filter((figure) => figure.metric.endsWith(" · LCP")))
    .map((figure) => {
      const value = Math.round(figure.value - bare.value);
      return {
        metric: `${figure.metric} beyond the bare Next.js page's`,
        value,
        unit: "ms",
        target: "≤ 500",
        met: value <= 500,
      };
    });
  if (figures.length > 0) groups.set("lighthouse-against-bare-next", figures);
}

const current = readFigures(currentDir);
againstBareNext(current);
const previous = readFigures(previousDir);
const rows = [];
for (const [group, figures] of current) {
  const before = new Map((previous.get(group) ?? []).map((figure) => [figure.metric, figure]));
  for (const figure of figures) {
    const earlier = before.get(figure.metric)?.value;
    rows.push({
      metric: figure.metric,
      now: format(figure.value, figure.unit),
      previous: format(earlier, figure.unit),
      change: change(figure.value, earlier),
      budget: figure.target ?? "",
      kept: figure.met === undefined ? "" : figure.met ? "yes" : "NO",
    });
  }
}
console.log("\nBenchmarks: this run beside the previous one");
console.table(rows);
const missed = rows.filter((row) => row.kept === "NO").length;
console.log(missed === 0 ? "Every budget kept." : `${missed} figure(s) outside their budget.`);

// This run's figures are the next run's previous ones.
mkdirSync(previousDir, { recursive: true });
for (const [group, figures] of current) {
  writeFileSync(join(previousDir, `${group}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}
if (failure) throw failure;

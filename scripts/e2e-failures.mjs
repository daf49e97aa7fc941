// The failed end-to-end tests of a run, read from each suite's JSON report
// (`e2eReporters` in @meridian/e2e/config), for `npm test` to name at the end of its output:
// a CI log is often read from its tail, far below the list reporter's own account.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every workspace that may hold a suite's report, beside its traces: `apps/foundry`, … */
function workspaces(root) {
  return ["apps", "packages"].flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${folder}/${entry.name}`),
  );
}

const FAILED = new Set(["failed", "timedOut", "interrupted"]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape codes of coloured output
const ANSI = /\x1b\[[0-9;]*m/g;

/** Each spec of a report's suite tree, with the titles of the suites around it. */
function* specsOf(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, titles: here };
  for (const child of suite.suites ?? []) yield* specsOf(child, here);
}

/**
 * The first lines of a result's first error, without colour codes: enough for an expectation's
 * diff to show what was received, each line cut short so that a long one cannot bury the rest.
 */
function firstLines(result, count = 14, width = 240) {
  const message = result.errors?.[0]?.message ?? result.error?.message ?? "";
  return message
    .replace(ANSI, "")
    .split("\n")
    .filter(Boolean)
    .slice(0, count)
    .map((line) => (line.length > width ? `${line.slice(0, width - 1)}…` : line));
}

/**
 * Lines naming each test that failed in a report written at or after `sinceMs` (older reports
 * are an earlier run's), with where it is and how it failed; empty when none did.
 */
export function e2eFailures(root, sinceMs) {
  const lines = [];
  for (const workspace of workspaces(root)) {
    const path = join(root, workspace, "test-results", "report.json");
    if (!existsSync(path) || statSync(path).mtimeMs < sinceMs) continue;
    const { suites = [], errors = [] } = JSON.parse(readFileSync(path, "utf8"));
    for (const error of errors) {
      lines.push(`${workspace}: ${(error.message ?? "").replace(ANSI, "").split("\n")[0]}`);
    }
    for (const suite of suites) {
      for (const { spec, titles } of specsOf(suite)) {
        for (const test of spec.tests) {
          const result = test.results.find((each) => FAILED.has(each.status));
          if (!result) continue;
          const title = [...titles.slice(1), spec.title].join(" › ");
          lines.push(`✘ ${workspace} › ${spec.file}:${spec.line} › ${title}`);
          for (const line of firstLines(result)) lines.push(`    ${line}`);
        }
      }
    }
  }
  return lines;
}

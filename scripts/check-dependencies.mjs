#!/usr/bin/env node
// The workspace's dependency rule, checked in `npm test`: cruises each workspace's `src` with
// dependency-cruiser against .dependency-cruiser.cjs (no app imports another app, no package
// imports an app, the UI kit imports no data package, the codecs import nothing, the API and the
// content build import no React, no cycle between folders). Any violation fails.
//
// dependency-cruiser's CLI refuses Node 20; its programmatic API runs on it, so this uses that.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { repoRoot } from "./lib.mjs";

process.chdir(repoRoot); // dependency-cruiser names modules relative to the working directory

/** apps/*, packages/* and content: every workspace with a `src` folder. */
function workspaces() {
  const found = ["content"];
  for (const parent of ["apps", "packages"]) {
    for (const entry of readdirSync(join(repoRoot, parent), { withFileTypes: true })) {
      if (entry.isDirectory()) found.push(`${parent}/${entry.name}`);
    }
  }
  return found.filter((workspace) => {
    try {
      return readdirSync(join(repoRoot, workspace, "src")).length > 0;
    } catch {
      return false;
    }
  });
}

/**
 * One line per violation, the same however dependency-cruiser reports it: a cycle is written
 * from its smallest member, so A → B → A and B → A → B are one entry.
 */
function describe(violation) {
  if (violation.cycle?.length) {
    const members = [violation.from, ...violation.cycle.map((step) => step.name)];
    members.pop(); // the cycle closes on its first member
    const start = members.indexOf([...members].sort()[0]);
    const rotated = [...members.slice(start), ...members.slice(0, start), members[start]];
    return `${violation.rule.name}: ${rotated.join(" → ")}`;
  }
  return `${violation.rule.name}: ${violation.from} → ${violation.to}`;
}

const options = await extractDepcruiseOptions(join(repoRoot, ".dependency-cruiser.cjs"));

async function violationsOf(workspace) {
  const tsConfigFile = join(workspace, "tsconfig.json");
  // Imports into another workspace are checked here, but that workspace's own are its own run's.
  const doNotFollow = { path: [...options.doNotFollow.path, `^(?!${workspace}/)`] };
  const result = await cruise(
    [join(workspace, "src")],
    { ...options, doNotFollow, tsConfig: { fileName: tsConfigFile }, outputType: "json" },
    undefined,
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const { summary } = JSON.parse(result.output);
  return [...new Set(summary.violations.map(describe))].sort();
}

const problems = [];
for (const workspace of workspaces()) {
  for (const line of await violationsOf(workspace)) problems.push(`${workspace}: ${line}`);
}
if (problems.length) {
  console.error(`Dependency rule (.dependency-cruiser.cjs):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`Dependency rule holds in ${workspaces().length} workspaces.`);

#!/usr/bin/env node
// The workspace's dependency rule, checked in `npm test`: cruises each workspace's `src` with
// dependency-cruiser against .dependency-cruiser.cjs (no app imports another app, no package
// imports an app, the UI kit imports no data package, the codecs import nothing, the API and the
// content build import no React, the API's modules meet only through their index.ts, no cycle
// between folders). Any violation fails. It then holds apps/api/README.md's module table to the
// code: one row per module, "what it is" as the module's index.ts opens, and the modules each
// one imports as they are.
//
// `--root <dir>` checks another tree laid out like this one (apps/, packages/), with this
// repository's rules: scripts/check-dependencies.test.mjs feeds it breaches that way.
//
// dependency-cruiser's CLI refuses Node 20; its programmatic API runs on it, so this uses that.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { repoRoot } from "./lib.mjs";

/** apps/*, packages/* and content: every workspace with a `src` folder. */
function workspaces(root) {
  const found = ["content"];
  for (const parent of ["apps", "packages"]) {
    if (!existsSync(join(root, parent))) continue;
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      if (entry.isDirectory()) found.push(`${parent}/${entry.name}`);
    }
  }
  return found.filter((workspace) => {
    try {
      return readdirSync(join(root, workspace, "src")).length > 0;
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

/** One workspace cruised (dependency-cruiser names modules relative to the working directory). */
async function cruiseWorkspace(workspace) {
  const tsConfigFile = join(workspace, "tsconfig.json");
  // Imports into another workspace are checked here, but that workspace's own are its own run's.
  const doNotFollow = { path: [...options.doNotFollow.path, `^(?!${workspace}/)`] };
  const result = await cruise(
    [join(workspace, "src")],
    { ...options, doNotFollow, tsConfig: { fileName: tsConfigFile }, outputType: "json" },
    undefined,
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  return JSON.parse(result.output);
}

const violationsOf = ({ summary }) => [...new Set(summary.violations.map(describe))].sort();

const API = "apps/api";
const MODULES = `${API}/src/modules/`;
const moduleOf = (path) =>
  path.startsWith(MODULES) ? path.slice(MODULES.length).split("/")[0] : null;
const list = (names) => [...names].sort().join(", ") || "—";

/** What each module of the API imports of the others, from the cruise: module → modules. */
function moduleImports(cruised, modules) {
  const imports = new Map(modules.map((name) => [name, new Set()]));
  for (const { source, dependencies } of cruised.modules) {
    const from = moduleOf(source);
    for (const { resolved } of dependencies) {
      const to = moduleOf(resolved);
      if (from && to && to !== from) imports.get(from)?.add(to);
    }
  }
  return imports;
}

/** A module's "what it is": the first line of the comment its index.ts opens with. */
function summaryOf(root, name) {
  const file = join(root, MODULES, name, "index.ts");
  if (!existsSync(file)) return null;
  return /^\/\*\*[ \t]*\n[ \t]*\*[ \t]*(.+?)[ \t]*\n/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
}

/** The rows of the README's table `| module | what it is | imports modules |`. */
function moduleTable(readme) {
  const lines = readme.split("\n");
  const header = lines.findIndex((line) =>
    /^\|\s*module\s*\|\s*what it is\s*\|\s*imports modules\s*\|$/.test(line.trim()),
  );
  if (header < 0) return null;
  const rows = new Map();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [name = "", what = "", imports = ""] = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.set(name.replaceAll("`", ""), {
      what,
      imports: imports === "—" ? [] : imports.split(",").map((module) => module.trim()),
    });
  }
  return rows;
}

/**
 * apps/api/README.md's module table against the code: every module a row and every row a
 * module, each with its index.ts, "what it is" as that index.ts says, and the modules it imports.
 */
function moduleTableProblems(root, cruised) {
  const modules = readdirSync(join(root, MODULES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const table = moduleTable(readFileSync(join(root, API, "README.md"), "utf8"));
  if (!table) return [`${API}/README.md: no table | module | what it is | imports modules |`];
  const problems = [];
  const imports = moduleImports(cruised, modules);
  for (const name of modules) {
    const summary = summaryOf(root, name);
    if (summary === null) problems.push(`${MODULES}${name}: no index.ts, the module's one door`);
    const row = table.get(name);
    if (!row) {
      problems.push(`${API}/README.md: the module table has no row for \`${name}\``);
      continue;
    }
    if (summary !== null && row.what !== summary.replace(/\.$/, "")) {
      problems.push(
        `${API}/README.md: \`${name}\` is "${row.what}" in the table but "${summary}" in its index.ts`,
      );
    }
    const real = list(imports.get(name));
    if (list(row.imports) !== real) {
      problems.push(
        `${API}/README.md: \`${name}\` imports ${real}; the table says ${list(row.imports)}`,
      );
    }
  }
  for (const name of table.keys()) {
    if (!modules.includes(name)) problems.push(`${API}/README.md: \`${name}\` is no module`);
  }
  return problems;
}

/** Every breach of the rule under `root`, one line each; none means the rule holds. */
export async function dependencyProblems(root = repoRoot) {
  const problems = [];
  const previous = process.cwd();
  process.chdir(root);
  try {
    for (const workspace of workspaces(root)) {
      const cruised = await cruiseWorkspace(workspace);
      for (const line of violationsOf(cruised)) problems.push(`${workspace}: ${line}`);
      if (workspace === API && existsSync(join(root, MODULES))) {
        problems.push(...moduleTableProblems(root, cruised));
      }
    }
  } finally {
    process.chdir(previous);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--root");
  const root = at > 0 ? resolve(process.argv[at + 1] ?? ".") : repoRoot;
  const problems = await dependencyProblems(root);
  if (problems.length) {
    console.error(`Dependency rule (.dependency-cruiser.cjs):\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(`Dependency rule holds in ${workspaces(root).length} workspaces.`);
}

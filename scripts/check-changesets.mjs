#!/usr/bin/env node
// Every change to a package carries a changeset, checked in `npm test`.
//
// A package's last release is the last commit that changed its CHANGELOG.md (`pnpm changeset
// version` writes it); a package never released counts from the commit that brought in this
// check. If anything the package ships (its source or package.json, not its tests, stories,
// fixtures or docs) changed since then — committed or not — a pending changeset in .changeset/
// must name it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./lib.mjs";

const git = (...args) => execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).trim();

/** What a package's users do not receive: a change to these needs no changeset. */
const NOT_SHIPPED =
  /(\.test\.tsx?|\.stories\.tsx?|\/__fixtures__\/.*|\/test-setup\.tsx?|README\.md|CHANGELOG\.md)$|\/e2e\//;

const changesetDir = join(repoRoot, ".changeset");
const ignored = new Set(JSON.parse(readFileSync(join(changesetDir, "config.json"), "utf8")).ignore);

/** Package names the pending changesets name (their front matter). */
function pendingChangesets() {
  const named = new Set();
  for (const file of readdirSync(changesetDir)) {
    if (!file.endsWith(".md") || file === "README.md") continue;
    const frontMatter = readFileSync(join(changesetDir, file), "utf8").split(/^---$/m)[1] ?? "";
    for (const match of frontMatter.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:/gm)) {
      named.add(match[1]);
    }
  }
  return named;
}

function sinceCommit(folder) {
  const changelog = join(folder, "CHANGELOG.md");
  if (existsSync(join(repoRoot, changelog))) {
    const released = git("log", "-1", "--format=%H", "--", changelog);
    if (released) return released;
  }
  const introduced = git(
    "log",
    "--diff-filter=A",
    "--format=%H",
    "--",
    "scripts/check-changesets.mjs",
  );
  if (!introduced) throw new Error("scripts/check-changesets.mjs is not committed yet");
  return introduced.split("\n").at(-1);
}

if (git("rev-parse", "--is-shallow-repository") === "true") {
  throw new Error("The changeset check reads the history: clone without --depth (fetch-depth: 0)");
}

const named = pendingChangesets();
const missing = [];
for (const entry of readdirSync(join(repoRoot, "packages"), { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const folder = `packages/${entry.name}`;
  const manifest = join(repoRoot, folder, "package.json");
  if (!existsSync(manifest)) continue;
  const { name } = JSON.parse(readFileSync(manifest, "utf8"));
  if (ignored.has(name) || named.has(name)) continue;
  const since = sinceCommit(folder);
  const changed = [
    ...git("diff", "--name-only", since, "--", folder).split("\n"),
    ...git("ls-files", "--others", "--exclude-standard", "--", folder).split("\n"),
  ].filter((file) => file && !NOT_SHIPPED.test(file));
  if (changed.length) {
    missing.push(`${name} changed since ${since.slice(0, 8)}: ${changed.slice(0, 5).join(", ")}`);
  }
}

if (missing.length) {
  console.error(
    `These packages changed without a changeset. Run \`pnpm changeset\`, name them and say what changed for their users:\n${missing.map((line) => `- ${line}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("Every changed package has a pending changeset.");

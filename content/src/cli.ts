// `pnpm content build`: validates the catalogue, processes its fonts, draws its images and
// writes the store the API serves. Exits 1 when a source is invalid (nothing is written).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildContent } from "./build/build-content";
import { createTerminalProgress } from "./build/terminal-progress";
import { formatSourceErrors } from "./sources/load-sources";

const contentDir = fileURLToPath(new URL("..", import.meta.url));
const command = process.argv[2] ?? "build";

if (command !== "build") {
  console.error(`Unknown command '${command}'. Usage: pnpm content build`);
  process.exit(2);
}

const started = Date.now();
// A bar on a terminal; a line per file in CI and pipes, where a bar would be noise.
const terminal = createTerminalProgress({
  write: (text) => process.stdout.write(text),
  interactive: Boolean(process.stdout.isTTY) && !process.env.CI,
  columns: process.stdout.columns,
});
const result = await buildContent(
  {
    // Another catalogue's sources (a copy with its own site.yaml, say), whose `<package>/<path>`
    // font files resolve in its node_modules.
    contentDir: process.env.CONTENT_SOURCE_DIR ?? contentDir,
    buildDir: process.env.CONTENT_BUILD_DIR ?? join(contentDir, "build"),
    cacheDir: process.env.CONTENT_CACHE_DIR ?? join(contentDir, ".cache"),
  },
  (line) => console.log(line),
  terminal.progress,
);

if (!result.ok) {
  console.error(`The catalogue has ${result.errors.length} problem(s); nothing was written:\n`);
  console.error(formatSourceErrors(result.errors));
  process.exit(1);
}

console.log(`\n${terminal.summary()}\n`);
const { store } = result;
const failed = store.uploadJobs.filter((job) => job.status === "failed").length;
const cached = store.uploadJobs.filter((job) => job.cached).length;
console.log(
  `Built ${store.fonts.length} fonts (${store.fonts.reduce((sum, font) => sum + font.styles.length, 0)} styles), ` +
    `${result.imageCount} images; font jobs: ${store.uploadJobs.length - failed} complete (${cached} cached), ${failed} failed; ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
);

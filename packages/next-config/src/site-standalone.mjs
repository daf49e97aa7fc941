#!/usr/bin/env node
/**
 * `meridian-site-standalone`, run by each site's `build` after `next build`, in the app folder:
 * completes `.next/standalone` into the site's artefact, a folder that runs with plain node and
 * nothing else (no workspace, no pnpm, no source):
 *
 *   node packages/next-config/src/site-server.mjs apps/<site> --port 3000
 *
 * Next leaves the browser files out of the standalone output, expecting a CDN to serve them;
 * here they are copied in (`.next/static`, `public/`), so the artefact also serves them and a CDN
 * may still cache them (immutable). Its scripts and stylesheets get a Brotli copy first, which
 * the server sends in their place (precompressed.mjs). Next's own `server.js` is removed: it
 * would serve the site without meridian-site's X-Forwarded-For rule, request ids, JSON logs and
 * drain.
 *
 * meridian-site itself goes in as one bundled file (esbuild) at the path it has in the
 * workspace: nothing in a site imports it, so Next's tracing would not bring its dependencies
 * (zod, pino and our small packages), and a bundle cannot miss one.
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { precompress } from "./precompressed.mjs";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const appDir = process.cwd();
const appPath = relative(repoRoot, appDir);
const standalone = join(appDir, ".next", "standalone");
const standaloneApp = join(standalone, appPath);

const SERVER = "packages/next-config/src/site-server.mjs";

function fail(message) {
  console.error(`meridian-site-standalone: ${message}`);
  process.exit(1);
}

if (!existsSync(join(standaloneApp, ".next", "required-server-files.json"))) {
  fail(`no standalone build at ${standaloneApp}: next build with output "standalone" first.`);
}

await build({
  entryPoints: [join(repoRoot, SERVER)],
  outfile: join(standalone, SERVER),
  allowOverwrite: true,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Bundled CommonJS (pino) calls require(); an ES module has none of its own.
  banner: {
    js: 'import { createRequire as bundleRequire } from "node:module"; const require = bundleRequire(import.meta.url);',
  },
  logLevel: "warning",
});
const compressed = await precompress(join(appDir, ".next", "static"));
rmSync(join(standaloneApp, ".next", "static"), { recursive: true, force: true });
cpSync(join(appDir, ".next", "static"), join(standaloneApp, ".next", "static"), {
  recursive: true,
});
if (existsSync(join(appDir, "public"))) {
  rmSync(join(standaloneApp, "public"), { recursive: true, force: true });
  cpSync(join(appDir, "public"), join(standaloneApp, "public"), { recursive: true });
}
rmSync(join(standaloneApp, "server.js"), { force: true });

/** Bytes under a folder, symbolic links counted as links. */
function size(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return stats?.size ?? 0;
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    total += entry.isSymbolicLink() ? 0 : size(join(path, entry.name));
  }
  return total;
}

const megabytes = (size(standalone) / 1024 / 1024).toFixed(1);
process.stdout.write(
  `Standalone artefact: ${relative(appDir, standalone)} (${megabytes} MB, ${compressed} files ` +
    `precompressed). Start it from there with\n` +
    `  node --max-old-space-size=384 packages/next-config/src/site-server.mjs ${appPath} --port <port>\n`,
);

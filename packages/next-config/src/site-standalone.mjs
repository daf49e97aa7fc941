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
 * may still cache them (immutable). Next's own `server.js` is removed: it would serve the site
 * without meridian-site's X-Forwarded-For rule and drain. The build fails if the server's own
 * files were not traced in (site-config.ts, `outputFileTracingIncludes`).
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const appDir = process.cwd();
const appPath = relative(repoRoot, appDir);
const standalone = join(appDir, ".next", "standalone");
const standaloneApp = join(standalone, appPath);

/** What meridian-site needs in the artefact, as Node will resolve it there. */
const SERVER_FILES = [
  "packages/next-config/src/site-server.mjs",
  "packages/next-config/src/site-http-server.mjs",
  "packages/next-config/src/site-server-options.mjs",
  "packages/next-config/node_modules/@meridian/client-address/src/client-address.mjs",
  "packages/next-config/node_modules/@meridian/http-drain/src/http-drain.mjs",
  "packages/next-config/node_modules/zod/package.json",
];

function fail(message) {
  console.error(`meridian-site-standalone: ${message}`);
  process.exit(1);
}

if (!existsSync(join(standaloneApp, ".next", "required-server-files.json"))) {
  fail(`no standalone build at ${standaloneApp}: next build with output "standalone" first.`);
}
const missing = SERVER_FILES.filter((file) => !existsSync(join(standalone, file)));
if (missing.length > 0) fail(`the server's files were not traced in: ${missing.join(", ")}`);

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
  `Standalone artefact: ${relative(appDir, standalone)} (${megabytes} MB). Start it from there with\n` +
    `  node packages/next-config/src/site-server.mjs ${appPath} --port <port>\n`,
);

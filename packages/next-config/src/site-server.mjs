#!/usr/bin/env node
/**
 * `meridian-site [dir] [--port N] [--hostname H] [--keepAliveTimeout MS]`: a site's production
 * server, run in place of `next start` with the same options (PORT when no port is given). It
 * is Next's documented custom server (`next({ dev: false, dir, hostname, port })` and
 * `getRequestHandler()`) behind a Node server that sets X-Forwarded-For from the TCP peer before
 * Next sees the request (site-http-server.mjs), so the API counts each visitor under their own
 * address and never under one they wrote themselves (issue 13 item 1). Like `next start` it
 * keeps Node's keep-alive defaults unless --keepAliveTimeout is given. It answers `/healthz` and
 * `/readyz` itself, and on SIGTERM or SIGINT drains as the API does (`@meridian/http-drain`:
 * readiness fails, SHUTDOWN_DELAY_MS, then the listener closes once clients stop connecting),
 * closes Next and exits 0.
 *
 * Plain JavaScript so that production needs no TypeScript loader.
 *
 * `dir` is a built site: the app folder of the workspace, or that of its standalone output
 * (`output: "standalone"`, see site-standalone.mjs), where the artefact is started with
 * `node packages/next-config/src/site-server.mjs apps/<site>`. Either way the configuration is
 * the one the build serialised in `.next/required-server-files.json`, as the standalone
 * `server.js` passes it: a standalone folder has no next.config, and one way of loading it keeps
 * the two alike. In the standalone output this file is a bundle of itself and its imports
 * (site-standalone.mjs).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { createProxyTrust } from "@meridian/client-address";
import { findPrecompressed } from "./precompressed.mjs";
import { createSiteServer } from "./site-http-server.mjs";
import { createSiteLogger, routeConsoleTo, routeWarningsTo } from "./site-log.mjs";
import { loadServerOptions } from "./site-server-options.mjs";

// React and Next choose their production builds from NODE_ENV when first loaded, as `next start`.
process.env.NODE_ENV ??= "production";

let options;
let buildConfig;
try {
  options = loadServerOptions(process.argv.slice(2), process.env, process.cwd());
  buildConfig = readBuildConfig(options.dir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { dir, port, hostname, keepAliveTimeout, trustedProxies, logLevel } = options;

// From here on every line is JSON (site-log.mjs), Next's own included, named after the site.
const logger = createSiteLogger(basename(dir), { level: logLevel });
routeConsoleTo(logger);
routeWarningsTo(logger);

function readBuildConfig(appDir) {
  const file = join(appDir, ".next", "required-server-files.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")).config;
  } catch {
    throw new Error(`No production build of a site in ${appDir} (${file}): run next build first.`);
  }
}

/** The build's hashes of its files (`experimental.sri`), which cached pages' policies name. */
function readIntegrityManifest(appDir) {
  const file = join(appDir, ".next", "server", "subresource-integrity-manifest.json");
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {};
  }
}

// Next resolves some of its files from the working directory, as in the standalone server.js.
process.chdir(dir);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(buildConfig);

// The site's own Next, whatever this package resolves: a standalone build brings its own.
const nextModule = createRequire(join(dir, "package.json"))("next");
const createNext = nextModule.default ?? nextModule;

let handle = null;
const { server, drain } = createSiteServer({
  handle: (request, response) => handle(request, response),
  trust: createProxyTrust(trustedProxies),
  logger,
  keepAliveTimeout,
  precompressed: findPrecompressed(join(dir, ".next", "static")),
  integrity: readIntegrityManifest(dir),
});
// No hostname for Next: it only builds URLs from it, and its proxy (middleware) is given URLs on
// localhost whatever the option says, while a rewrite's target is compared with one on the
// option's host: a rewrite to a page of the site itself (site-proxy.ts) would be proxied to it
// over HTTP as if to another server. The listener below is bound to `hostname`.
const app = createNext({ dev: false, dir, port, httpServer: server, conf: buildConfig });
await app.prepare();
handle = app.getRequestHandler();

server.on("error", (error) => {
  logger.fatal({ err: error }, "Failed to start the site's server");
  process.exit(1);
});
server.listen(port, hostname, () => {
  const address = server.address();
  const shownHost =
    !hostname || hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
  const origin = `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${address.port}`;
  // As `next start` does: Next reads both back (the port, and the origin of forwarded actions).
  process.env.PORT = String(address.port);
  process.env.__NEXT_PRIVATE_ORIGIN = origin;
  logger.info({ origin, dir }, `Site ready on ${origin}`);
});

async function shutDown(signal) {
  const { shutdownDelayMs: delayMs, shutdownGraceMs: graceMs } = options;
  logger.info({ signal, delayMs }, `${signal}: draining (readiness fails, ${delayMs} ms delay)`);
  // A last resort well inside the 30 s a platform waits before SIGKILL.
  setTimeout(
    () => {
      logger.error("Drain did not finish: exiting anyway.");
      process.exit(1);
    },
    delayMs + 2 * graceMs + 5_000,
  ).unref();
  await drain.stop({
    delayMs,
    graceMs,
    onGraceOver: () => logger.warn(`Grace period of ${graceMs} ms over: closing connections.`),
  });
  await app.close().catch((error) => logger.error({ err: error }, "Next did not close"));
  process.exit(0);
}

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    shutDown(signal);
  });
}

#!/usr/bin/env node
/**
 * `meridian-site [dir] [--port N] [--hostname H] [--keepAliveTimeout MS]`: a site's production
 * server, run in place of `next start` with the same options (PORT when no port is given). It
 * is Next's documented custom server (`next({ dev: false, dir, hostname, port })` and
 * `getRequestHandler()`) behind a Node server that sets X-Forwarded-For from the TCP peer before
 * Next sees the request (site-http-server.mjs), so the API counts each visitor under their own
 * address and never under one they wrote themselves (issue 13 item 1). Like `next start` it
 * keeps Node's keep-alive defaults unless --keepAliveTimeout is given, and on SIGTERM or SIGINT
 * it stops accepting connections, lets requests in flight finish, closes Next and exits.
 *
 * Plain JavaScript so that production needs no TypeScript loader.
 *
 * Standalone output (`output: "standalone"`): the build's own `server.js` starts Next itself and
 * cannot be wrapped, so start this entry with the standalone app folder as `dir` instead. `next`
 * is already resolved from `dir`, so the traced node_modules there are used. The folder holds no
 * next.config, so read `config` from `<dir>/.next/required-server-files.json` and pass it to
 * `next()` as `conf`, and as JSON in `__NEXT_PRIVATE_STANDALONE_CONFIG`, as server.js does. This
 * file's imports (the three .mjs files here, zod and @meridian/client-address) are not traced:
 * copy them beside it in the image, or list them in `outputFileTracingIncludes`.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { createProxyTrust } from "@meridian/client-address";
import { createSiteServer } from "./site-http-server.mjs";
import { loadServerOptions } from "./site-server-options.mjs";

// React and Next choose their production builds from NODE_ENV when first loaded, as `next start`.
process.env.NODE_ENV ??= "production";

let options;
try {
  options = loadServerOptions(process.argv.slice(2), process.env, process.cwd());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { dir, port, hostname, keepAliveTimeout, trustedProxies } = options;

// The site's own Next, whatever this package resolves: a standalone build brings its own.
const nextModule = createRequire(join(dir, "package.json"))("next");
const createNext = nextModule.default ?? nextModule;

let handle = null;
const server = createSiteServer({
  handle: (request, response) => handle(request, response),
  trust: createProxyTrust(trustedProxies),
  keepAliveTimeout,
});
const app = createNext({ dev: false, dir, hostname, port, httpServer: server });
await app.prepare();
handle = app.getRequestHandler();

server.on("error", (error) => {
  console.error("Failed to start the site's server", error);
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
  process.stdout.write(`Site ready on ${origin} (${dir})\n`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // close() drops idle keep-alive connections at once and waits for requests in flight.
    server.close(async (error) => {
      if (error) console.error(error);
      await app.close().catch((closeError) => console.error(closeError));
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  });
}

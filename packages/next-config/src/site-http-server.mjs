/**
 * The sites' HTTP server: Next's request handler behind a Node server that first writes the
 * visitor's address into X-Forwarded-For (issue 13 item 1). Next's own server and its external
 * rewrites (httpxy, without `xfwd`) pass a visitor's X-Forwarded-For on untouched, and the
 * proxy (middleware) never sees the socket, so this is the one place that knows the TCP peer.
 * It also answers liveness and readiness itself, before Next, and drains on SIGTERM (issue 15),
 * and gives each request the id and trace that the site's logs, its calls to the API and its
 * error reports carry (`@meridian/request-id`).
 */
import { createServer } from "node:http";
import { constants } from "node:zlib";
import { forwardedFor } from "@meridian/client-address";
import { createDrain } from "@meridian/http-drain";
import { REQUEST_ID_HEADER, requestContext, TRACEPARENT_HEADER } from "@meridian/request-id";
import compression from "compression";
import { createKeptResponses } from "./kept-responses.mjs";
import { preferPrecompressed } from "./precompressed.mjs";
import { hashPageScripts } from "./script-hashes.mjs";
import { shareCachedPages } from "./shared-cache-control.mjs";
import { withRequestContext } from "./site-log.mjs";

/**
 * What the site sends is compressed here, Next's own compression (gzip only) being off
 * (site-config.ts): Brotli where the browser accepts it, gzip otherwise. A page's HTML carries
 * its stylesheets once as `<style>` and again in React's payload further down, beyond the reach
 * of gzip's 32 KB window; Brotli's window spans the page (a font page: 69 KB gzipped, 35 KB with
 * Brotli). Quality 5 costs a few milliseconds a page; Next flushes the stream as it renders, and
 * each flush goes out at once. What is already encoded, and fonts and images, pass untouched.
 */
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

function compressResponse(request, response) {
  return new Promise((resolve) => compress(request, response, resolve));
}

/**
 * Liveness and readiness, as the API names them. The site answers them itself: a probe costs
 * no render, and readiness fails the moment a SIGTERM arrives.
 */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

function answerHealth(path, response, draining) {
  const ready = path === "/healthz" || !draining;
  response.writeHead(ready ? 200 : 503, {
    "Content-Type": "text/plain",
    "Cache-Control": "no-store",
  });
  response.end(ready ? "ok\n" : "draining\n");
}

/**
 * Sets `x-forwarded-for` on the request to what this site saw: the peer, appended to the chain
 * only when the peer is a trusted proxy; removed when the socket has no peer any more.
 */
export function setForwardedFor(request, trust) {
  const incoming = request.headers["x-forwarded-for"];
  const value = forwardedFor(incoming, request.socket.remoteAddress, trust);
  if (value === undefined) delete request.headers["x-forwarded-for"];
  else request.headers["x-forwarded-for"] = value;
}

/**
 * Gives the request its id and trace: a plain incoming `x-request-id` is kept (a load
 * balancer's), else a new one; the `traceparent` Next passes on names this site's span. The
 * response tells the client the id, for a support request or a bug report.
 */
export function assignRequestId(request, response) {
  const context = requestContext(request.headers);
  request.headers[REQUEST_ID_HEADER] = context.requestId;
  request.headers[TRACEPARENT_HEADER] = context.traceparent;
  response.setHeader(REQUEST_ID_HEADER, context.requestId);
  return context;
}

/** Writes the access line of a request once its response is sent (or the client went away). */
function logWhenDone(logger, request, response, path) {
  const started = process.hrtime.bigint();
  response.once("close", () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      {
        method: request.method,
        path,
        status: response.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
}

/**
 * An http.Server that hands each request to `handle` (Next's `getRequestHandler()`) once its
 * X-Forwarded-For and request id are set, and the drain that stops it (`@meridian/http-drain`).
 * `/healthz` and `/readyz` never reach Next and are not logged. Every other request is served
 * inside its log context and ends with an access line on `logger`; a static file in
 * `precompressed` goes to Next as its Brotli copy where the browser takes Brotli; a page whose
 * policy awaits its scripts' hashes is held until it ends and sent with them, its build files
 * given their hashes from `integrity`, the build's manifest (script-hashes.mjs). A page any
 * cache may keep is kept here too, as sent, and sent again while the revision lasts
 * (kept-responses.mjs). Failures answer 500 as `next start` does, without details.
 */
export function createSiteServer({
  handle,
  trust,
  logger,
  keepAliveTimeout,
  quietMs,
  precompressed = new Set(),
  integrity = {},
}) {
  const server = createServer(async (request, response) => {
    if (!drain.admit(request, response)) return;
    const path = request.url?.split("?", 1)[0];
    if (path !== undefined && HEALTH_PATHS.has(path)) {
      answerHealth(path, response, drain.draining);
      return;
    }
    setForwardedFor(request, trust);
    const { requestId, traceId } = assignRequestId(request, response);
    await withRequestContext({ requestId, traceId }, () => serve(request, response, path));
  });

  const kept = createKeptResponses();

  async function serve(request, response, path) {
    logWhenDone(logger, request, response, path);
    if (kept.answer(request, response)) return;
    kept.keep(request, response);
    shareCachedPages(response);
    let held;
    try {
      if (!preferPrecompressed(request, response, path, precompressed)) {
        await compressResponse(request, response);
        held = hashPageScripts(response, integrity);
      }
      await handle(request, response);
    } catch (error) {
      console.error(`Failed to handle request for ${request.url}`, error);
      if (response.headersSent) {
        response.destroy();
      } else {
        // What a page wrote before it failed is dropped, and nothing of it may be kept: the
        // failure is no page any cache should hold.
        held?.discard();
        for (const name of ["etag", "content-length", "content-type", "content-encoding"]) {
          response.removeHeader(name);
        }
        response.setHeader("cache-control", "private, no-store");
        response.statusCode = 500;
        response.end("Internal Server Error");
      }
    }
  }
  const drain = createDrain(server, { quietMs });
  if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
  return { server, drain };
}

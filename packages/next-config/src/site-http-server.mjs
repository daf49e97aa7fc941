/**
 * The sites' HTTP server: Next's request handler behind a Node server that first writes the
 * visitor's address into X-Forwarded-For (issue 13 item 1). Next's own server and its external
 * rewrites (httpxy, without `xfwd`) pass a visitor's X-Forwarded-For on untouched, and the
 * proxy (middleware) never sees the socket, so this is the one place that knows the TCP peer.
 */
import { createServer } from "node:http";
import { forwardedFor } from "@meridian/client-address";

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
 * An http.Server that hands each request to `handle` (Next's `getRequestHandler()`) once its
 * X-Forwarded-For is set. Failures answer 500 as `next start` does, without details.
 */
export function createSiteServer({ handle, trust, keepAliveTimeout }) {
  const server = createServer(async (request, response) => {
    setForwardedFor(request, trust);
    try {
      await handle(request, response);
    } catch (error) {
      console.error(`Failed to handle request for ${request.url}`, error);
      if (response.headersSent) {
        response.destroy();
      } else {
        response.statusCode = 500;
        response.end("Internal Server Error");
      }
    }
  });
  if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
  return server;
}

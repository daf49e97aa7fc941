/** Types of site-http-server.mjs (plain JavaScript: `node` runs the sites' server without a loader). */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { ProxyTrust } from "@meridian/client-address";
import type { Drain } from "@meridian/http-drain";
import type { Logger } from "pino";

export function setForwardedFor(request: IncomingMessage, trust: ProxyTrust): void;

/** Sets the request's `x-request-id` and `traceparent`, and the response's `x-request-id`. */
export function assignRequestId(
  request: IncomingMessage,
  response: ServerResponse,
): { requestId: string; traceparent: string; traceId: string };

export function createSiteServer(options: {
  handle: RequestListener;
  trust: ProxyTrust;
  /** Where each request's access line goes (site-log.mjs). */
  logger: Logger;
  keepAliveTimeout?: number | undefined;
  /** How long no new connection must arrive before the listener closes (default 500 ms). */
  quietMs?: number | undefined;
  /** Static files (`chunks/abc.js`) with a Brotli copy beside them (precompressed.mjs). */
  precompressed?: ReadonlySet<string> | undefined;
  /** The build's integrity manifest (`static/…` → hash), for cached pages' policies. */
  integrity?: Readonly<Record<string, string>> | undefined;
}): { server: Server; drain: Drain };

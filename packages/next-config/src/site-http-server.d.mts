/** Types of site-http-server.mjs (plain JavaScript: `node` runs the sites' server without a loader). */
import type { IncomingMessage, RequestListener, Server } from "node:http";
import type { ProxyTrust } from "@meridian/client-address";
import type { Drain } from "@meridian/http-drain";

export function setForwardedFor(request: IncomingMessage, trust: ProxyTrust): void;

export function createSiteServer(options: {
  handle: RequestListener;
  trust: ProxyTrust;
  keepAliveTimeout?: number | undefined;
  /** How long no new connection must arrive before the listener closes (default 500 ms). */
  quietMs?: number | undefined;
}): { server: Server; drain: Drain };

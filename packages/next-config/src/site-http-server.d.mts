/** Types of site-http-server.mjs (plain JavaScript: `node` runs the sites' server without a loader). */
import type { IncomingMessage, RequestListener, Server } from "node:http";
import type { ProxyTrust } from "@meridian/client-address";

export function setForwardedFor(request: IncomingMessage, trust: ProxyTrust): void;

export function createSiteServer(options: {
  handle: RequestListener;
  trust: ProxyTrust;
  keepAliveTimeout?: number | undefined;
}): Server;

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { createServerAdapter } from "@whatwg-node/server";
import type { Logger } from "../logger";
import type { App } from "./app";

/** How long an idle keep-alive connection stays open (load balancers' usual 60 s, and then some). */
const KEEP_ALIVE_MS = 65_000;

export interface HttpServer {
  server: Server;
  port: number;
  /**
   * Graceful stop: readiness fails first, then after `delayMs` the listener closes, idle
   * connections drop, and in-flight requests get up to `graceMs` to finish.
   */
  stop(options: { delayMs: number; graceMs: number }): Promise<void>;
}

export async function startHttpServer(
  app: App,
  options: { host: string; port: number; logger: Logger },
): Promise<HttpServer> {
  const adapter = createServerAdapter((request: Request, serverContext: Record<string, unknown>) =>
    app.fetch(request, serverContext),
  );
  const server = createServer((req, res) => {
    // While draining, every response closes its connection so keep-alive clients reconnect
    // to another instance.
    if (!app.readiness.accepting) res.setHeader("Connection", "close");
    adapter(req, res);
  });
  // The sites' proxies keep their connections to the API open between requests and drop idle
  // ones after 5 s (Node's agents), as the server did by default: a request sent on a
  // connection just as the server closed it failed as "socket hang up", a 500 to the visitor.
  // The server now waits longer than any client, so the client always closes first.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    server,
    port,
    async stop({ delayMs, graceMs }) {
      app.readiness.accepting = false;
      if (delayMs > 0) await sleep(delayMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections turn idle as their last request finishes: drop them as they do.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => {
        options.logger.warn({ graceMs }, "grace period over: closing remaining connections");
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearInterval(sweeper);
      clearTimeout(deadline);
    },
  };
}

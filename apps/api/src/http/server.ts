import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { createServerAdapter } from "@whatwg-node/server";
import type { Logger } from "../logger";
import type { App } from "./app";

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

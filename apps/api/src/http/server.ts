import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { createServerAdapter } from "@whatwg-node/server";
import type { Logger } from "../logger";
import type { App } from "./app";

/** How long an idle keep-alive connection stays open (load balancers' usual 60 s, and then some). */
const KEEP_ALIVE_MS = 65_000;

/** How slow a client may be: headers and the whole request must arrive within these. */
export interface ClientTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export interface HttpServer {
  server: Server;
  port: number;
  /**
   * Graceful stop: readiness fails first; after `delayMs`, and once clients have stopped
   * connecting, the listener closes and idle connections drop; everything accepted is answered
   * within `graceMs` of the delay's end.
   */
  stop(options: { delayMs: number; graceMs: number }): Promise<void>;
}

/**
 * After the readiness delay the listener stays open until no connection has arrived for this
 * long: closing a listener resets the connections the kernel holds for it but Node has not yet
 * accepted, so it closes only once clients (a load balancer that was slow to notice, say) have
 * stopped connecting.
 */
const QUIET_MS = 500;

export async function startHttpServer(
  app: App,
  options: { host: string; port: number; logger: Logger } & ClientTimeouts,
): Promise<HttpServer> {
  const adapter = createServerAdapter((request: Request, serverContext: Record<string, unknown>) =>
    app.fetch(request, serverContext),
  );
  const inFlight = new Set<ServerResponse>();
  let lastConnectionAt = 0;
  const server = createServer(
    {
      // The sites' proxies keep their connections to the API open between requests and drop
      // idle ones after 5 s (Node's agents): a request sent on a connection just as the server
      // closed it failed as "socket hang up", a 500 to the visitor. The server waits longer
      // than any client, so the client always closes first.
      keepAliveTimeout: KEEP_ALIVE_MS,
      // A client that trickles its headers or body is dropped within seconds, not minutes
      // (Node's defaults are 60 s and 5 min, checked every 30 s). Idle keep-alive connections
      // are not requests, so these do not cut them short.
      headersTimeout: options.headersTimeoutMs,
      requestTimeout: options.requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      inFlight.add(res);
      res.once("close", () => inFlight.delete(res));
      // While draining, every response closes its connection so keep-alive clients reconnect
      // to another instance.
      if (!app.readiness.accepting) res.setHeader("Connection", "close");
      adapter(req, res);
    },
  );
  server.on("connection", () => {
    lastConnectionAt = Date.now();
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
      // Requests already running when the signal came close their connection too, once
      // answered, unless their headers are already on the way.
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      if (delayMs > 0) await sleep(delayMs);
      const graceEnds = Date.now() + graceMs;
      while (Date.now() - lastConnectionAt < QUIET_MS && Date.now() < graceEnds) {
        await sleep(QUIET_MS / 5);
      }
      // Right after an I/O poll, which accepts every connection waiting: the smallest window
      // for one to arrive between the last accept and the close.
      await new Promise((resolve) => setImmediate(resolve));
      // Stops listening and drops idle keep-alive connections; a connection accepted but whose
      // request is still on its way is not idle, and is answered.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections turn idle as their last request finishes: drop them as they do.
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(
        () => {
          options.logger.warn({ graceMs }, "grace period over: closing remaining connections");
          server.closeAllConnections();
        },
        Math.max(0, graceEnds - Date.now()),
      );
      await closed;
      clearInterval(sweeper);
      clearTimeout(deadline);
    },
  };
}

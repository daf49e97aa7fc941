import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDrain } from "@meridian/http-drain";
import { createServerAdapter } from "@whatwg-node/server";
import type { Logger } from "../logging/logger";
import type { Readiness } from "./health";

/** What the server serves: the app (app/app.ts) as one fetch handler, and its readiness. */
export interface ServedApp {
  fetch(request: Request, serverContext?: Record<string, unknown>): Promise<Response>;
  readiness: Readiness;
}

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
   * Graceful stop (@meridian/http-drain, as the sites do it): readiness fails first; after
   * `delayMs`, and once clients have stopped connecting, the listener closes; what was accepted
   * is answered within `graceMs` of the close.
   */
  stop(options: { delayMs: number; graceMs: number }): Promise<void>;
}

export async function startHttpServer(
  app: ServedApp,
  options: { host: string; port: number; logger: Logger } & ClientTimeouts,
): Promise<HttpServer> {
  const adapter = createServerAdapter((request: Request, serverContext: Record<string, unknown>) =>
    app.fetch(request, serverContext),
  );
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
      if (drain.admit(req, res)) adapter(req, res);
    },
  );
  const drain = createDrain(server);
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
      await drain.stop({
        delayMs,
        graceMs,
        onGraceOver: () =>
          options.logger.warn({ graceMs }, "grace period over: closing remaining connections"),
      });
    },
  };
}

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { collectDefaultMetrics, type Registry } from "prom-client";
import type { Logger } from "../logging/logger";
import { reportUnexpected } from "./error-reports";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus' text format) on a listener of its own, apart from the API's
 * port and its load balancer: what only an operator's scraper should read never shares a
 * route with the public API. The process's own metrics (CPU, memory, event-loop lag, GC) are
 * added to `registry` here, where they are served.
 */
export async function startMetricsServer(options: {
  registry: Registry;
  host: string;
  port: number;
  logger: Logger;
}): Promise<MetricsServer> {
  const { registry, logger } = options;
  collectDefaultMetrics({ register: registry });
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://metrics").pathname;
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "Content-Type": registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, "metrics could not be collected");
        reportUnexpected(error);
        response.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics unavailable\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

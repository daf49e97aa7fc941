import type { Database } from "../db/database";
import type { Env } from "../env";
import { createShopYoga } from "../graphql/yoga";
import type { Logger } from "../logger";
import { healthz, type Readiness, readyz } from "./health";
import { withSecurityHeaders } from "./security-headers";

export interface AppDeps {
  database: Database;
  env: Env;
  logger: Logger;
}

export interface App {
  /** The whole API as one fetch handler: the HTTP server and in-process tests both call it. */
  fetch(request: Request, serverContext?: Record<string, unknown>): Promise<Response>;
  readiness: Readiness;
}

export function createApp(deps: AppDeps): App {
  const readiness: Readiness = { accepting: true };
  const shop = createShopYoga(deps);

  async function route(request: Request, serverContext: Record<string, unknown>) {
    const { pathname } = new URL(request.url);
    if (pathname === "/healthz") return healthz();
    if (pathname === "/readyz") return readyz(readiness, deps.database, deps.logger);
    if (pathname === "/graphql") return shop.fetch(request, serverContext);
    return Response.json({ error: "Not found" }, { status: 404 });
  }

  return {
    readiness,
    async fetch(request, serverContext = {}) {
      return withSecurityHeaders(await route(request, serverContext));
    },
  };
}

import type { Database } from "../db/database";
import type { Logger } from "../logging/logger";
import { jsonResponse as json } from "./json-response";

export interface Readiness {
  /** False from the moment shutdown starts: load balancers stop sending traffic. */
  accepting: boolean;
}

/** Liveness: the process is up and serving HTTP. */
export function healthz(): Response {
  return json(200, { status: "ok" });
}

/** Readiness: accepting traffic and the database answers. */
export async function readyz(
  readiness: Readiness,
  database: Database,
  logger: Logger,
): Promise<Response> {
  if (!readiness.accepting) return json(503, { status: "shutting down" });
  try {
    await database.ping();
    return json(200, { status: "ready", database: database.kind });
  } catch (error) {
    logger.warn({ err: error }, "readiness check: database unreachable");
    return json(503, { status: "database unavailable" });
  }
}

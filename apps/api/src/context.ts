import type { Database } from "./db/database";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** What every resolver receives. Built per request by the GraphQL server. */
export interface Context {
  database: Database;
  env: Env;
  logger: Logger;
  request: Request;
}

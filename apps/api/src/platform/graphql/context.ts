import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import type { AuthenticatedUser } from "../auth/request-auth";
import type { RequestDatabase } from "../db/request-database";
import type { CookieJar } from "../http/cookies";
import type { Logger } from "../logging/logger";

export type { AuthenticatedUser } from "../auth/request-auth";
export type { CookieJar, CookieOptions } from "../http/cookies";

/** What every shop resolver receives. Built per request by the GraphQL server. */
export interface Context {
  /** This request's view of the database: it knows whether the request may have written. */
  database: RequestDatabase;
  env: Env;
  logger: Logger;
  request: Request;
  /** The built catalogue: prices and products come from here, never from the client. */
  store: BuiltStore;
  /** The caller's address: X-Forwarded-For is trusted only from TRUSTED_PROXIES. */
  clientIp: string;
  cookies: CookieJar;
  /**
   * The signed-in customer, or null for a visitor. An expired or bad token throws the spec's
   * authentication error (section 8) so the site refreshes it. Resolved once per request.
   */
  viewer(): Promise<AuthenticatedUser | null>;
}

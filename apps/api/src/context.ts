import type { BuiltStore } from "@meridian/content/store";
import type { RequestDatabase } from "./db/request-database";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** The signed-in customer behind a request's token headers (spec 7.1). */
export interface AuthenticatedUser {
  userId: string;
  /** The device's client id (the `client` header): one session. */
  clientId: string;
  email: string;
  name: string;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
  path?: string;
}

/** Cookies of the request, and cookies to set on the response. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
}

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

import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import type { Database } from "../db/database";
import type { CookieJar } from "../http/cookies";
import type { Logger } from "../logging/logger";

export type StaffRole = "editor" | "publisher" | "admin";

/** A signed-in member of staff, as the staff module's session look-up finds them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The session the request's cookie names: signing out ends this one. */
  sessionId: string;
}

/**
 * The staff session a request's cookie names, if it is open and its account enabled: the staff
 * module's look-up, passed in so that this platform code knows no module.
 */
export type FindStaffSession = (db: Database["db"], token: string) => Promise<StaffMember | null>;

/** What every staff resolver receives. Built per request by the staff GraphQL server. */
export interface StaffContext {
  database: Database;
  env: Env;
  logger: Logger;
  request: Request;
  /** The caller's address: X-Forwarded-For is trusted only from TRUSTED_PROXIES. */
  clientIp: string;
  cookies: CookieJar;
  /**
   * The published content: a publish refreshes it, so this replica serves it at once; the
   * deploy's build tells which built files need storing.
   */
  content: {
    refresh(): Promise<void>;
    /** The revision served now: what a family's published files hold (publishedFontData). */
    current(): { id: number; store: BuiltStore };
    deploy: { holds(path: string, hash: string): Promise<boolean> };
  };
  /** The signed-in member of staff, or null. Resolved once per request. */
  staff(): Promise<StaffMember | null>;
}

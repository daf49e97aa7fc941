import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import type { GraphQLSchema } from "graphql";
import { createYoga } from "graphql-yoga";
import type { Env } from "../../env";
import type { Database } from "../db/database";
import { createClientIpResolver, type NodeSocketHolder } from "../http/client-ip";
import { createCookieJar } from "../http/cookies";
import type { Logger } from "../logging/logger";
import { maskError } from "./mask-error";
import { useNoIntrospection } from "./no-introspection";
import { useServiceUnavailable } from "./service-unavailable";
import type { FindStaffSession, StaffContext, StaffMember } from "./staff-context";
import { fetchWithCookies, isJson, notJson } from "./yoga";

export const STAFF_ENDPOINT = "/staff/graphql";
/** The staff session's cookie: httpOnly, SameSite=Strict, Secure in production. */
export const STAFF_SESSION_COOKIE = "meridian_staff_session";

export interface StaffYogaDeps {
  database: Database;
  env: Env;
  logger: Logger;
  content: StaffContext["content"];
  /** The executable staff schema (app/staff-schema). */
  schema: GraphQLSchema;
  findStaffSession: FindStaffSession;
}

interface StaffServerContext {
  req?: NodeSocketHolder;
  cookieJar?: ReturnType<typeof createCookieJar>;
}

/**
 * The staff API at POST /staff/graphql (DESIGN 4.12): separate from the shop's, its own session
 * cookie, no CORS at all — the admin site reaches it from its own origin through its server —
 * and JSON bodies only, which a cross-site form cannot send.
 */
export function createStaffYoga(deps: StaffYogaDeps) {
  const clientIps = createClientIpResolver(deps.env.TRUSTED_PROXIES);
  const secureCookies = deps.env.NODE_ENV === "production";
  const yoga = createYoga<StaffServerContext, StaffContext>({
    schema: deps.schema,
    graphqlEndpoint: STAFF_ENDPOINT,
    maxRequestBodySize: false,
    cors: false,
    graphiql: false,
    landingPage: false,
    maskedErrors: { maskError, isDev: false },
    logging: false,
    plugins: [
      EnvelopArmorPlugin({ maxDepth: { n: 10 }, costLimit: { maxCost: 5000 } }),
      useServiceUnavailable(),
      ...(deps.env.GRAPHQL_INTROSPECTION ? [] : [useNoIntrospection()]),
    ],
    context: (initial): StaffContext => {
      const { request } = initial;
      const cookies = initial.cookieJar ?? createCookieJar(request, secureCookies);
      let staff: Promise<StaffMember | null> | undefined;
      return {
        database: deps.database,
        env: deps.env,
        logger: deps.logger,
        request,
        clientIp: clientIps.resolve(request, initial.req),
        cookies,
        content: deps.content,
        staff: () => {
          const token = cookies.get(STAFF_SESSION_COOKIE);
          staff ??= token ? deps.findStaffSession(deps.database.db, token) : Promise.resolve(null);
          return staff;
        },
      };
    },
  });

  return {
    async fetch(request: Request, serverContext: Record<string, unknown> = {}) {
      if (request.method !== "POST") {
        return Response.json({ error: "POST GraphQL requests as JSON." }, { status: 405 });
      }
      if (!isJson(request.headers.get("content-type"))) return notJson();
      return fetchWithCookies(yoga, request, { req: serverContext.req }, secureCookies);
    },
  };
}

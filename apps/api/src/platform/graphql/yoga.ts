import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import type { BuiltStore } from "@meridian/content/store";
import type { GraphQLSchema } from "graphql";
import { createYoga } from "graphql-yoga";
import type { Env } from "../../env";
import { authenticateRequest } from "../auth/request-auth";
import type { Database, Db } from "../db/database";
import { requestDatabase } from "../db/request-database";
import { createClientIpResolver, type NodeSocketHolder } from "../http/client-ip";
import { createCookieJar } from "../http/cookies";
import { jsonResponse } from "../http/json-response";
import type { Logger } from "../logging/logger";
import type { AuthenticatedUser, Context } from "./context";
import { maskError } from "./mask-error";
import { useNoIntrospection } from "./no-introspection";
import { useOperationScope } from "./operation-scope";
import { useServiceUnavailable } from "./service-unavailable";

export interface ShopYogaDeps {
  database: Database;
  env: Env;
  logger: Logger;
  /** The published content's store now: each request reads it once, as it starts. */
  currentStore: () => BuiltStore;
  /** The sites' operation names (signals/operation-names): metrics and reports use no other. */
  operations: ReadonlySet<string>;
  /** The executable shop schema: the modules' resolvers over the SDL (app/shop-schema). */
  schema: GraphQLSchema;
  /** The open session a token names (the accounts module's look-up). */
  findSession(db: Db, userId: string, clientId: string): Promise<AuthenticatedUser | null>;
}

/** What yoga receives beside the request: Node's request (from the HTTP server) and a cookie jar. */
interface ShopServerContext {
  req?: NodeSocketHolder;
  /** Optional only for the type system: the wrapper below always passes one. */
  cookieJar?: ReturnType<typeof createCookieJar>;
}

/**
 * Only JSON bodies (DESIGN 4.6): a cross-site HTML form can post url-encoded or multipart
 * bodies with the visitor's cookies, but cannot send application/json without a CORS
 * preflight, which only the sites' origins pass.
 */
export function isJson(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || type === "application/graphql-response+json";
}

/**
 * Runs one request through `yoga` with a cookie jar over the request's cookies: the cookies the
 * resolvers set go out as Set-Cookie headers, and the answer, about one caller, is for no cache
 * to keep. The shop's and the staff's GraphQL servers answer so.
 */
export async function fetchWithCookies(
  yoga: { fetch(request: Request, context: Record<string, unknown>): Promise<Response> | Response },
  request: Request,
  serverContext: Record<string, unknown>,
  secureCookies: boolean,
): Promise<Response> {
  const cookieJar = createCookieJar(request, secureCookies);
  const response = await yoga.fetch(request, {
    ...serverContext,
    req: serverContext.req as NodeSocketHolder | undefined,
    cookieJar,
  });
  for (const cookie of cookieJar.setCookieHeaders()) {
    response.headers.append("Set-Cookie", cookie);
  }
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export function notJson(): Response {
  return jsonResponse(415, {
    errors: [
      {
        message: "Send GraphQL requests as JSON (Content-Type: application/json).",
        extensions: { code: "BAD_REQUEST" },
      },
    ],
  });
}

/** The shop and account API at POST /graphql (spec 7.1). */
export function createShopYoga(deps: ShopYogaDeps) {
  const clientIps = createClientIpResolver(deps.env.TRUSTED_PROXIES);
  // Secure cookies need HTTPS, which development on localhost does not have.
  const secureCookies = deps.env.NODE_ENV === "production";
  const yoga = createYoga<ShopServerContext, Context>({
    schema: deps.schema,
    graphqlEndpoint: "/graphql",
    // The app reads every body within REQUEST_BODY_LIMIT_BYTES before routing (http/body-limit);
    // yoga's own limit would pipe that copy through a stream again.
    maxRequestBodySize: false,
    // Browsers reach the API through the sites' same-origin /graphql rewrite; direct calls
    // from a site origin are allowed with credentials. Any other origin gets no CORS headers
    // at all: yoga's own list handling answers an unknown origin with
    // `Access-Control-Allow-Origin: null`, which a sandboxed page (Origin: null) matches.
    cors: (request) => {
      const origin = request.headers.get("origin");
      return origin && deps.env.SITE_ORIGINS.includes(origin)
        ? { origin, credentials: true }
        : false;
    },
    graphiql: deps.env.NODE_ENV !== "production",
    landingPage: false,
    // Unexpected errors reach the caller as "Unexpected error." with no details, in every
    // mode; a database that is briefly away gives SERVICE_UNAVAILABLE, retriable when a
    // repeat is safe.
    maskedErrors: { maskError, isDev: false },
    logging: {
      debug: (...args) => deps.logger.debug(args.map(String).join(" ")),
      info: (...args) => deps.logger.info(args.map(String).join(" ")),
      warn: (...args) => deps.logger.warn(args.map(String).join(" ")),
      error: (...args) => deps.logger.error({ err: args[0] }, args.slice(1).map(String).join(" ")),
    },
    plugins: [
      useOperationScope(deps.operations),
      EnvelopArmorPlugin({ maxDepth: { n: 10 }, costLimit: { maxCost: 5000 } }),
      useServiceUnavailable(),
      ...(deps.env.GRAPHQL_INTROSPECTION ? [] : [useNoIntrospection()]),
    ],
    context: (initial): Context => {
      const { request } = initial;
      let viewer: Promise<AuthenticatedUser | null> | undefined;
      return {
        database: requestDatabase(deps.database),
        env: deps.env,
        logger: deps.logger,
        store: deps.currentStore(),
        request,
        clientIp: clientIps.resolve(request, initial.req),
        cookies: initial.cookieJar ?? createCookieJar(request, secureCookies),
        // Lazily, once: most operations never ask, and those that do may ask from many fields.
        viewer: () => {
          viewer ??= authenticateRequest(request, deps.env.JWT_SECRET, (userId, clientId) =>
            deps.findSession(deps.database.db, userId, clientId),
          );
          return viewer;
        },
      };
    },
  });

  return {
    /** Runs one request; the cookies the resolvers set go out as Set-Cookie headers. */
    async fetch(request: Request, serverContext: Record<string, unknown> = {}) {
      if (request.method === "POST" && !isJson(request.headers.get("content-type"))) {
        return notJson();
      }
      // Carts, accounts, invoices: answers about one visitor, for no cache to keep.
      return fetchWithCookies(yoga, request, serverContext, secureCookies);
    },
  };
}

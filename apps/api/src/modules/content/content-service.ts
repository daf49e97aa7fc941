import { timingSafeEqual } from "node:crypto";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import type { BuiltStore } from "@meridian/content/store";
import { createYoga } from "graphql-yoga";
import type { Env } from "../../env";
import { maskError } from "../../platform/graphql/mask-error";
import { useOperationScope } from "../../platform/graphql/operation-scope";
import type { Logger } from "../../platform/logging/logger";
import type { ContentContext } from "./content-context";
import { createContentSchema } from "./content-schema";
import { CONTENT_ENVIRONMENTS, type ContentEnvironment, contentViewOf } from "./content-view";

const ENDPOINT = "/content/graphql";
const ENVIRONMENT_PATH = /^\/content\/environments\/([^/]+)\/graphql$/;
/** Where a site's preview route checks a preview link's token (ADR 0038). */
const PREVIEW_ACCESS = "/content/preview-access";

export interface ContentService {
  /**
   * True for the paths the service answers: /content/graphql, /content/environments/{env}/graphql
   * and /content/preview-access.
   */
  handles(pathname: string): boolean;
  fetch(request: Request): Promise<Response>;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * The content service (spec 7.3, DESIGN 5.2): read-only GraphQL over the built store, behind a
 * bearer token. `main` serves the current revision, hiding items whose status is draft;
 * `preview` serves the drafts staff are editing (built as a publish would build them), and
 * items whose status is draft.
 */
export function createContentService(deps: {
  /**
   * The published content: each request reads the revision served as it starts, after looking
   * for a newer one when the request asks for it (`?revision=`).
   */
  content: { current(): { id: number; store: BuiltStore }; refresh(): Promise<void> };
  /** The drafts' store, for `preview` (modules/publishing). */
  preview: {
    store(): Promise<BuiltStore>;
    sign(path: string): string;
    verifyAccess(token: string): boolean;
  };
  env: Env;
  logger: Logger;
  /** The sites' operation names (signals/operation-names): metrics and reports use no other. */
  operations: ReadonlySet<string>;
}): ContentService {
  const yoga = createYoga<Pick<ContentContext, "environment">, Omit<ContentContext, "environment">>(
    {
      schema: createContentSchema(),
      graphqlEndpoint: ENDPOINT,
      // As the shop API's: the app has read the body within its limit (http/body-limit).
      maxRequestBodySize: false,
      graphiql: false,
      landingPage: false,
      // As the shop API's: "Unexpected error." for the caller, the error itself reported.
      maskedErrors: { maskError, isDev: false },
      cors: false,
      logging: false,
      plugins: [
        useOperationScope(deps.operations),
        EnvelopArmorPlugin({
          // Fragments are how the sites share selections: count the selection they expand
          // to, not each spread as another level.
          maxDepth: { n: 12, flattenFragments: true },
          // Pages ask for several collections at once under aliases (counts, lists).
          maxAliases: { n: 30 },
          costLimit: { maxCost: 20_000, flattenFragments: true },
        }),
      ],
      context: async ({ environment }) => {
        const revision = deps.content.current();
        const preview = environment === "preview";
        const store = preview ? await deps.preview.store() : revision.store;
        return {
          revision: revision.id,
          view: contentViewOf(store, environment),
          publicOrigin: deps.env.PUBLIC_API_ORIGIN,
          signPreviewFile: preview ? deps.preview.sign : null,
        };
      },
    },
  );

  /** `POST {"token"}`: 204 when a preview link's token opens draft mode, else 403 saying why. */
  async function checkPreviewAccess(request: Request): Promise<Response> {
    if (request.method !== "POST") {
      return jsonError(405, 'Use POST with a JSON body {"token": …}.', { Allow: "POST" });
    }
    const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
    if (typeof body?.token !== "string") {
      return jsonError(400, 'The body must be JSON with the preview link\'s token: {"token": …}.');
    }
    if (!deps.preview.verifyAccess(body.token)) {
      return jsonError(403, "This preview link has expired or is not valid.");
    }
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }

  return {
    handles: (pathname) =>
      pathname === ENDPOINT || pathname === PREVIEW_ACCESS || ENVIRONMENT_PATH.test(pathname),
    async fetch(request) {
      const url = new URL(request.url);
      let environment: ContentEnvironment = "main";
      const match = ENVIRONMENT_PATH.exec(url.pathname);
      if (match) {
        if (!CONTENT_ENVIRONMENTS.includes(match[1] as ContentEnvironment)) {
          return jsonError(404, `Unknown content environment '${match[1]}': use main or preview.`);
        }
        environment = match[1] as ContentEnvironment;
      }
      const authorization = request.headers.get("authorization") ?? "";
      const token = /^Bearer (.+)$/.exec(authorization)?.[1];
      if (!token || !sameToken(token, deps.env.CONTENT_TOKEN)) {
        return jsonError(401, token ? "Invalid content token." : "Missing bearer token.", {
          "WWW-Authenticate": 'Bearer realm="content"',
        });
      }
      if (url.pathname === PREVIEW_ACCESS) return checkPreviewAccess(request);
      // A site learnt of revision N (from any replica) and keys what it caches by it: this
      // replica answers from N, not from the one it held before its next poll.
      const wanted = Number(url.searchParams.get("revision"));
      if (Number.isInteger(wanted) && wanted > deps.content.current().id) {
        await deps.content.refresh();
      }
      url.pathname = ENDPOINT;
      return yoga.fetch(new Request(url, request), { environment });
    },
  };
}

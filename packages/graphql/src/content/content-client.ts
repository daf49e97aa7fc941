import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { type DocumentNode, getOperationAST, print } from "graphql";

/**
 * The content service client (spec 7.3, DESIGN 5.2) for server components and route handlers.
 *
 * SERVER-ONLY. The bearer token must never reach a browser (DESIGN 7.1): the sites read it from
 * their server env (never a NEXT_PUBLIC_ variable) and call this from server code only. This
 * package cannot import 'server-only' (it is not a dependency here), so the guard is twofold:
 * the token is a required argument, and creating a client in a browser throws.
 */

export const CONTENT_ENVIRONMENTS = ["main", "preview"] as const;
export type ContentEnvironment = (typeof CONTENT_ENVIRONMENTS)[number];

export interface ContentClientOptions {
  /** The content service's root, e.g. http://127.0.0.1:4000/content. */
  url: string;
  token: string;
  /** main: published and updated items; preview: drafts too. Absent: the service's default (main). */
  environment?: ContentEnvironment;
  fetch?: typeof fetch;
}

/** Next's fetch cache options, passed through as `next: { revalidate, tags }`. */
export interface ContentQueryOptions {
  /** Seconds until Next revalidates the cached answer; false caches it until a tag is revalidated. */
  revalidate?: number | false;
  /** Cache tags for revalidateTag() when content changes. */
  tags?: string[];
  /**
   * The published revision the answer is for (ADR 0036), sent as `?revision=` on the endpoint:
   * the URL is part of the cache's key, so a new revision is read afresh. A replica of the
   * service that has not yet seen that revision looks for it before it answers (its
   * content-service.ts), so an answer kept under a revision is never an older one's.
   */
  revision?: number;
}

/** `url` with `?revision=` when a revision is known: one cached answer per revision. */
export function atRevision(url: string, revision: number | undefined): string {
  if (revision === undefined) return url;
  const keyed = new URL(url);
  keyed.searchParams.set("revision", String(revision));
  return keyed.toString();
}

/** Variables may be left out when the operation has no required ones. */
export type ContentQueryArgs<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: ContentQueryOptions]
    : [variables: TVariables, options?: ContentQueryOptions];

export interface ContentClient {
  /** The GraphQL endpoint this client posts to. */
  endpoint: string;
  /** Runs one content document; resolves with its data or throws a ContentQueryError. */
  query<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...args: ContentQueryArgs<TVariables>
  ): Promise<TData>;
}

/** A failed content read, naming the operation so a page's error says which read failed. */
export class ContentQueryError extends Error {
  override name = "ContentQueryError";
  constructor(
    readonly operationName: string,
    detail: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(`Content query ${operationName} failed: ${detail}`, options);
  }
}

interface GraphQLResponse {
  data?: unknown;
  errors?: { message: string }[];
  /** The service's own answer to a bad token or environment: {"error": "..."}. */
  error?: string;
}

const printed = new WeakMap<DocumentNode, { source: string; operationName: string }>();

function describe(document: DocumentNode) {
  let entry = printed.get(document);
  if (!entry) {
    const operationName = getOperationAST(document)?.name?.value ?? "(anonymous)";
    entry = { source: print(document), operationName };
    printed.set(document, entry);
  }
  return entry;
}

/** `${url}/graphql`, or `${url}/environments/{environment}/graphql` for a named environment. */
export function contentEndpoint(url: string, environment?: ContentEnvironment): string {
  const root = url.replace(/\/+$/, "");
  return environment ? `${root}/environments/${environment}/graphql` : `${root}/graphql`;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  if (typeof window !== "undefined") {
    throw new Error("The content client is server-only: its token must not reach the browser.");
  }
  if (!options.token) throw new Error("The content client needs the content service's token.");
  const endpoint = contentEndpoint(options.url, options.environment);
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function query<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...[variables, queryOptions = {}]: ContentQueryArgs<TVariables>
  ): Promise<TData> {
    const { source, operationName } = describe(document);
    const { revision, ...cacheOptions } = queryOptions;
    const next = Object.fromEntries(
      Object.entries(cacheOptions).filter(([, value]) => value !== undefined),
    );
    // `next` is Next's extension of RequestInit; elsewhere fetch ignores it.
    const init: RequestInit & { next?: ContentQueryOptions } = {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Bearer ${options.token}`,
      },
      body: JSON.stringify({ query: source, operationName, variables: variables ?? {} }),
      ...(Object.keys(next).length ? { next } : {}),
    };
    let response: Response;
    try {
      response = await fetchImpl(atRevision(endpoint, revision), init);
    } catch (cause) {
      throw new ContentQueryError(operationName, `cannot reach ${endpoint}`, undefined, { cause });
    }
    const body = (await response.json().catch(() => ({}))) as GraphQLResponse;
    if (body.errors?.length) {
      const messages = body.errors.map((error) => error.message).join("; ");
      throw new ContentQueryError(operationName, messages, response.status);
    }
    if (!response.ok || body.data == null) {
      const detail = body.error || response.statusText || "no data";
      throw new ContentQueryError(
        operationName,
        `HTTP ${response.status} ${detail}`,
        response.status,
      );
    }
    return body.data as TData;
  }

  return { endpoint, query };
}

/** What a site's server env provides (the lead adds these to the site env schema). */
export interface ContentEnv {
  CONTENT_URL: string;
  CONTENT_TOKEN: string;
  CONTENT_ENVIRONMENT?: string;
}

/** A content client from the site's validated server env. */
export function contentClientFromEnv(env: ContentEnv): ContentClient {
  const environment = env.CONTENT_ENVIRONMENT || undefined;
  if (environment && !CONTENT_ENVIRONMENTS.includes(environment as ContentEnvironment)) {
    throw new Error(`CONTENT_ENVIRONMENT must be main or preview, not '${environment}'.`);
  }
  return createContentClient({
    url: env.CONTENT_URL,
    token: env.CONTENT_TOKEN,
    environment: environment as ContentEnvironment | undefined,
  });
}

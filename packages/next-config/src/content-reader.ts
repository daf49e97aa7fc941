import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import {
  type ContentQueryOptions,
  contentClientFromEnv,
  createContentClient,
} from "@meridian/graphql/content";
import { draftMode } from "next/headers";
import { connection } from "next/server";
import { contentRevision } from "./content-revision";
import type { SiteEnv } from "./site-env";

/** The cache tag of every content read, for `revalidateTag` when content changes. */
export const CONTENT_TAG = "content";

export type ContentReader = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Promise<TData>;

/**
 * A site's reader of the content service (spec 7.3) for server components and route handlers.
 * Pages render per request (so a build never needs a running API, ADR 0007) and reuse answers
 * from Next's data cache for CONTENT_REVALIDATE_SECONDS within one published revision: a new
 * revision is read afresh (content-revision.ts). In draft mode (a staff preview, ADR 0038) it
 * reads the `preview` environment, the drafts, never from the cache. Server-only: the token
 * stays here.
 */
export function createContentReader(env: SiteEnv): ContentReader {
  const client = contentClientFromEnv(env);
  const preview = createContentClient({
    url: env.CONTENT_URL,
    token: env.CONTENT_TOKEN,
    environment: "preview",
  });
  const options = { revalidate: env.CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG] };
  return async function readContent<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TData> {
    await connection();
    const drafts = (await draftMode()).isEnabled;
    // The client's tuple type differs by whether the document has required variables.
    const query = (drafts ? preview : client).query as (
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables | undefined,
      queryOptions: ContentQueryOptions,
    ) => Promise<TData>;
    if (drafts) return query(document, variables, { revalidate: 0 });
    const revision = await contentRevision(env);
    return query(document, variables, { ...options, revision });
  };
}

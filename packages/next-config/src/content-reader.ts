import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import {
  type ContentQueryOptions,
  contentClientFromEnv,
  createContentClient,
} from "@meridian/graphql/content";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { draftMode } from "next/headers";
import { connection } from "next/server";
import { contentRevision } from "./content-revision";
import { createRevisionAnswers } from "./revision-answers";
import type { SiteEnv } from "./site-env";

/** The cache tag of every content read, for `revalidateTag` when content changes. */
export const CONTENT_TAG = "content";

export type ContentReader = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Promise<TData>;

/**
 * A site's reader of the content service (spec 7.3) for server components and route handlers.
 * Pages are rendered once per published revision, on their first visit (`app/[revision]/`,
 * site-proxy.ts, ADR 0039; a build never needs a running API, ADR 0007), and reuse answers from
 * Next's data cache within one revision: a new revision is read afresh (content-revision.ts).
 * In draft mode (a staff preview, ADR 0038) it reads the `preview` environment, the drafts,
 * never from the cache. Server-only: the token stays here.
 */
export function createContentReader(env: SiteEnv): ContentReader {
  const client = contentClientFromEnv(env);
  const preview = createContentClient({
    url: env.CONTENT_URL,
    token: env.CONTENT_TOKEN,
    environment: "preview",
  });
  const options = { revalidate: env.CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG] };
  const answerAt = createRevisionAnswers();
  return async function readContent<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TData> {
    // A build has no API (ADR 0007): what reads content while the build prerenders it (the
    // 404 for unknown paths) is rendered per request instead. Pages are under app/[revision]/,
    // which a build never renders.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection();
    const drafts = (await draftMode()).isEnabled;
    // The client's tuple type differs by whether the document has required variables.
    const query = (drafts ? preview : client).query as (
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables | undefined,
      queryOptions: ContentQueryOptions,
    ) => Promise<TData>;
    if (drafts) return query(document, variables, { revalidate: 0 });
    const revision = await contentRevision(env);
    // Within a known revision an answer never changes: kept until the cache lets it go, and
    // parsed in this process (revision-answers.ts). Before the service first answers, for
    // CONTENT_REVALIDATE_SECONDS.
    if (revision === undefined) return query(document, variables, options);
    return answerAt(revision, `${documentId(document)} ${JSON.stringify(variables ?? {})}`, () =>
      query(document, variables, { ...options, revalidate: false, revision }),
    );
  };
}

const documentIds = new WeakMap<object, number>();
let documentCount = 0;

/** A number for each query document this process reads with: part of an answer's key. */
function documentId(document: object): number {
  let id = documentIds.get(document);
  if (id === undefined) {
    id = ++documentCount;
    documentIds.set(document, id);
  }
  return id;
}

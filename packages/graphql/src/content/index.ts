/**
 * @meridian/graphql/content — SERVER-ONLY: the content service client (spec 7.3) and its typed
 * documents. Import it from server components and route handlers only; the token stays on the
 * servers (DESIGN 7.1).
 */

export * from "../generated/content/graphql";
export {
  atRevision,
  CONTENT_ENVIRONMENTS,
  type ContentClient,
  type ContentClientOptions,
  type ContentEnv,
  type ContentEnvironment,
  type ContentQueryArgs,
  ContentQueryError,
  type ContentQueryOptions,
  contentClientFromEnv,
  contentEndpoint,
  createContentClient,
} from "./content-client";

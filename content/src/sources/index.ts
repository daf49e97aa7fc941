export { formatSourceErrors, type SourceError } from "./errors";
export {
  SOURCE_LAYOUT,
  type SourceKind,
  type SourceLayoutEntry,
  type Sources,
  sourceFileOf,
} from "./layout";
export {
  type LoadSourcesOptions,
  type LoadSourcesResult,
  loadSources,
} from "./load-sources";

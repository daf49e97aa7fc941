// `@meridian/content/sources`: the catalogue's items, however they are kept, and the check that
// turns them into `Sources`. `readSourceFolder` reads content/ into plain items (what the database
// holds per item); `checkSources` validates and cross-checks items from either place exactly as
// `pnpm content build` does; `loadSources` is the two for a folder.
export {
  type CheckSourcesOptions,
  checkSources,
  type LoadSourcesResult,
} from "./check-sources";
export { formatSourceErrors, type SourceError } from "./errors";
export {
  SOURCE_LAYOUT,
  type SourceKind,
  type SourceLayoutEntry,
  type Sources,
  sourceFileOf,
} from "./layout";
export { type LoadSourcesOptions, loadSources } from "./load-sources";
export { describeIssue } from "./messages";
export { readSourceFolder, type SourceFolder } from "./read-source-folder";
export { type LinesOf, type SourceItem, type SourceLines, sourceItemKey } from "./source-item";
export {
  CATALOGUE_NODE_MODULES_DIR,
  nodeModulesStyleFiles,
  type ResolvedStyleFile,
  type StyleFileResolver,
} from "./style-files";

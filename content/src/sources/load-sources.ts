import path from "node:path";
import { checkSources, type LoadSourcesResult } from "./check-sources";
import { readSourceFolder } from "./read-source-folder";
import { nodeModulesStyleFiles, type StyleFileResolver } from "./style-files";

export type { LoadSourcesResult } from "./check-sources";
export type { SourceError } from "./errors";
export { formatSourceErrors } from "./errors";
export type { SourceKind, Sources } from "./layout";

export interface LoadSourcesOptions {
  /**
   * Where style files (`<package>/<path>`) resolve. Defaults to `<contentDir>/node_modules`;
   * tests point their fixture folders at the real one.
   */
  nodeModulesDir?: string;
  /** Where style files are on disk, when not in a node_modules folder (see StyleFileResolver). */
  resolveStyleFile?: StyleFileResolver;
}

/**
 * Reads, validates and cross-checks the whole catalogue under `contentDir` (DESIGN 5.1):
 * `readSourceFolder`, then `checkSources` with the files' lines. Every problem is collected —
 * syntax, schema, unknown fields, uniqueness, references, missing font files — so one run lists
 * everything to fix. On success the data is parsed and defaulted.
 */
export async function loadSources(
  contentDir: string,
  options: LoadSourcesOptions = {},
): Promise<LoadSourcesResult> {
  const folder = await readSourceFolder(contentDir);
  return checkSources(folder.items, {
    linesOf: folder.linesOf,
    readErrors: folder.errors,
    resolveStyleFile:
      options.resolveStyleFile ??
      nodeModulesStyleFiles(options.nodeModulesDir ?? path.join(contentDir, "node_modules")),
  });
}

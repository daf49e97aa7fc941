// The worker thread of store-build-thread.ts: builds a store from checked sources, as
// `pnpm content build` builds it, away from the API's event loop. What it learns of the files
// (their hashes, the parsed font data and outlines) it keeps for the next build.
import { type BuildResult, buildStore } from "@meridian/content/build";
import type { ResolvedStyleFile, Sources } from "@meridian/content/sources";

export interface StoreBuildTask {
  sources: Sources;
  buildDir: string;
  cacheDir: string;
  /** Every style file the sources name, resolved on the main thread (uploads need the database). */
  styleFiles: Record<string, ResolvedStyleFile>;
}

export default function buildInWorker(task: StoreBuildTask): Promise<BuildResult> {
  return buildStore(task.sources, {
    buildDir: task.buildDir,
    cacheDir: task.cacheDir,
    resolveStyleFile: async (file) =>
      task.styleFiles[file] ?? { problem: `'${file}' was not resolved before the build` },
  });
}

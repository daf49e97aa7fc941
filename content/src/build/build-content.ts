import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { checkSources } from "../sources/check-sources";
import { readSourceFolder } from "../sources/read-source-folder";
import { nodeModulesStyleFiles } from "../sources/style-files";
import { SOURCES_FILE, STORE_FILE } from "../store/read-store";
import { type BuildProgress, NO_PROGRESS } from "./build-progress";
import { type BuildResult, buildStore } from "./build-store";

export type { BuildResult } from "./build-store";

export interface BuildPaths {
  /** The catalogue sources (content/); style files resolve in its node_modules. */
  contentDir: string;
  /** Where the store, fonts and images are written (content/build/). */
  buildDir: string;
  /** Kept between builds: processed fonts and rendered images, by content hash. */
  cacheDir: string;
}

/**
 * `content build`: validate every source (nothing is written when one is wrong), build the store
 * (`buildStore`: fonts as upload jobs, images drawn from their outlines), then write it in one
 * atomic step, so a reader never sees half a build, and the items it was built from beside it
 * (sources.json: what an empty database imports as its drafts, DESIGN 4.12).
 */
export async function buildContent(
  paths: BuildPaths,
  log: (line: string) => void = () => {},
  progress: BuildProgress = NO_PROGRESS,
): Promise<BuildResult> {
  const resolveStyleFile = nodeModulesStyleFiles(join(paths.contentDir, "node_modules"));
  const folder = await readSourceFolder(paths.contentDir);
  const loaded = await checkSources(folder.items, {
    linesOf: folder.linesOf,
    readErrors: folder.errors,
    resolveStyleFile,
  });
  if (!loaded.ok) return { ok: false, errors: loaded.errors };
  const built = await buildStore(loaded.sources, {
    buildDir: paths.buildDir,
    cacheDir: paths.cacheDir,
    resolveStyleFile,
    log,
    progress,
  });
  if (!built.ok) return built;

  progress.stage("Store", 1);
  await writeAtomically(join(paths.buildDir, SOURCES_FILE), JSON.stringify(folder.items));
  await writeAtomically(join(paths.buildDir, STORE_FILE), JSON.stringify(built.store));
  progress.step(STORE_FILE);
  return built;
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

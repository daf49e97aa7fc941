import type { BuildResult, BuildStoreOptions } from "@meridian/content/build";
import type { Sources, StyleFileResolver } from "@meridian/content/sources";
import { WorkerPool } from "@meridian/content/worker-pool";
import type { StoreBuildTask } from "./store-build-worker";

/**
 * A build with every font to convert (a replica's first, on an empty cache) takes minutes on
 * these machines; one still running after ten is hung, and its thread is replaced.
 */
const BUILD_TIMEOUT_MS = 600_000;
/** A publish and a preview or two may wait for the thread; more are refused (try again). */
const MAX_QUEUE = 4;

let pool: WorkerPool<StoreBuildTask, BuildResult> | undefined;

/**
 * buildStore on a thread of its own, one build at a time. On the API's event loop a publish's
 * build (every font and image from the cache: some two thousand file operations) waited for a
 * turn of the loop at each step, and under the cluster test's load that was 1.5–2.3 s of a
 * publish's 5 s (issue 44). The style files are resolved here first: an upload's file comes from
 * the database, which the thread does not open.
 */
export async function buildStoreOnThread(
  sources: Sources,
  options: Pick<BuildStoreOptions, "buildDir" | "cacheDir"> & {
    resolveStyleFile: StyleFileResolver;
  },
): Promise<BuildResult> {
  const files = [
    ...new Set(sources.fonts.flatMap((font) => font.styles.map((style) => style.file))),
  ];
  const resolved = await Promise.all(files.map((file) => options.resolveStyleFile(file)));
  pool ??= new WorkerPool({
    worker: new URL("./store-build-worker.ts", import.meta.url),
    threads: 1,
    maxQueue: MAX_QUEUE,
    taskTimeoutMs: BUILD_TIMEOUT_MS,
  });
  return pool.run({
    sources,
    buildDir: options.buildDir,
    cacheDir: options.cacheDir,
    styleFiles: Object.fromEntries(files.map((file, index) => [file, resolved[index]!])),
  });
}

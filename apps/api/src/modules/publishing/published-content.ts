import type { BuiltStore } from "@meridian/content/store";
import { setStoreFilesDir } from "../../platform/content/store-files";
import type { Database } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { DeployBuild, revisionFilesDir } from "./content-files";
import {
  selectBlob,
  selectCurrentRevisionId,
  selectRevisionContent,
} from "./publishing-repository";
import { type DeployContent, importFirstRevision } from "./publishing-service";

export interface ServedRevision {
  id: number;
  store: BuiltStore;
}

/**
 * The content this replica serves: the current revision's store, kept in memory and replaced
 * when another revision is published (DESIGN 4.12, ADR 0036). Whatever reads it reads it once
 * per request or job, so one answer never mixes two revisions.
 */
export interface PublishedContent {
  /** The revision served now: its id (0 for content fixed at start, as tests give) and store. */
  current(): ServedRevision;
  /** The deploy's content build, which holds most files of most revisions. */
  deploy: DeployBuild;
  /** Looks at the database now and loads a newer revision: after this replica published one. */
  refresh(): Promise<void>;
  /** Stops looking for new revisions. */
  close(): void;
}

export interface PublishedContentOptions {
  database: Database;
  logger: Logger;
  pollMs: number;
  /** The deploy's content build: what an empty database imports, and files it need not fetch. */
  deploy: DeployBuild;
  seed: () => Promise<DeployContent>;
  /** This replica's folder for the files it fetches from the database (DATA_DIR/…). */
  filesCacheDir: string;
}

/**
 * Opens the published content of `database`: on an empty database it first imports `seed()`
 * (the deploy's build of `content/`), then it looks for a new revision every `pollMs`. A look
 * that fails (the database away for a moment) keeps the revision in hand and tries again.
 */
export async function openPublishedContent(
  options: PublishedContentOptions,
): Promise<PublishedContent> {
  const { database, logger } = options;
  const log = logger.child({ component: "content" });
  const first = await importFirstRevision(database, options.seed);
  let served: ServedRevision = { id: first, store: await loadRevision(options, first) };
  log.info({ revision: first, builtAt: served.store.builtAt }, "content revision served");

  async function look(): Promise<void> {
    const latest = await selectCurrentRevisionId(database.db);
    if (latest === null || latest === served.id) return;
    const started = performance.now();
    served = { id: latest, store: await loadRevision(options, latest) };
    log.info(
      { revision: latest, loadMs: Math.round(performance.now() - started) },
      "content revision served",
    );
  }
  /**
   * One look at a time, in order: a refresh looks again after any look in flight, which may
   * have read the database before the publish that asked for the refresh committed.
   */
  let looks: Promise<void> = Promise.resolve();
  let looking = 0;
  const refresh = () => {
    looking += 1;
    const next = looks.then(look).finally(() => {
      looking -= 1;
    });
    looks = next.catch(() => {});
    return next;
  };

  const timer = setInterval(() => {
    // A poll while a look is under way would only queue the same question.
    if (looking > 0) return;
    refresh().catch((error: unknown) => {
      log.warn({ err: error }, "could not look for a new content revision; trying again");
    });
  }, options.pollMs);
  timer.unref();

  return {
    current: () => served,
    deploy: options.deploy,
    refresh,
    close: () => clearInterval(timer),
  };
}

/** A revision's store, its files made local (linked to the deploy's build or fetched). */
async function loadRevision(options: PublishedContentOptions, id: number): Promise<BuiltStore> {
  const { db } = options.database;
  const content = await selectRevisionContent(db, id);
  if (content === null) throw new Error(`content revision ${id} is missing`);
  const store = JSON.parse(content.store) as BuiltStore;
  const dir = await revisionFilesDir({
    revision: id,
    files: content.files,
    deploy: options.deploy,
    cacheDir: options.filesCacheDir,
    readBlob: (hash) => selectBlob(db, hash),
  });
  setStoreFilesDir(store, dir);
  return store;
}

/**
 * Content that never changes: a store given whole with the folder of its files, as the tests
 * and benchmarks give one.
 */
export function fixedContent(store: BuiltStore, filesDir: string): PublishedContent {
  setStoreFilesDir(store, filesDir);
  const served = { id: 0, store };
  return {
    current: () => served,
    deploy: new DeployBuild(filesDir),
    refresh: async () => {},
    close: () => {},
  };
}

import type { BuiltStore } from "@meridian/content/store";
import type { Database } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { selectCurrentRevisionId, selectRevisionStore } from "./publishing-repository";
import { importFirstRevision } from "./publishing-service";

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
  /** Looks at the database now and loads a newer revision: after this replica published one. */
  refresh(): Promise<void>;
  /** Stops looking for new revisions. */
  close(): void;
}

/**
 * Opens the published content of `database`: on an empty database it first imports `seed()`
 * (the store built from `content/`), then it looks for a new revision every `pollMs`. A look
 * that fails (the database away for a moment) keeps the revision in hand and tries again.
 */
export async function openPublishedContent(options: {
  database: Database;
  logger: Logger;
  pollMs: number;
  seed: () => Promise<BuiltStore>;
}): Promise<PublishedContent> {
  const { database, logger } = options;
  const log = logger.child({ component: "content" });
  const first = await importFirstRevision(database, options.seed);
  let served: ServedRevision = { id: first, store: await loadRevision(database, first) };
  log.info({ revision: first, builtAt: served.store.builtAt }, "content revision served");

  let looking: Promise<void> | undefined;
  async function look(): Promise<void> {
    const latest = await selectCurrentRevisionId(database.db);
    if (latest === null || latest === served.id) return;
    const started = performance.now();
    served = { id: latest, store: await loadRevision(database, latest) };
    log.info(
      { revision: latest, loadMs: Math.round(performance.now() - started) },
      "content revision served",
    );
  }
  /** One look at a time: a poll and a refresh that meet share it. */
  const refresh = () => {
    looking ??= look().finally(() => {
      looking = undefined;
    });
    return looking;
  };

  const timer = setInterval(() => {
    refresh().catch((error: unknown) => {
      log.warn({ err: error }, "could not look for a new content revision; trying again");
    });
  }, options.pollMs);
  timer.unref();

  return {
    current: () => served,
    refresh,
    close: () => clearInterval(timer),
  };
}

async function loadRevision(database: Database, id: number): Promise<BuiltStore> {
  const text = await selectRevisionStore(database.db, id);
  if (text === null) throw new Error(`content revision ${id} is missing`);
  return JSON.parse(text) as BuiltStore;
}

/** Content that never changes: a store given whole, as the tests and benchmarks give one. */
export function fixedContent(store: BuiltStore): PublishedContent {
  const served = { id: 0, store };
  return {
    current: () => served,
    refresh: async () => {},
    close: () => {},
  };
}

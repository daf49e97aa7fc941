import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import type { Db } from "../db/database";
import type { Logger } from "../logging/logger";
import type { Mailer } from "../mail/mailer";

/** What a job handler may use. */
export interface JobContext {
  db: Db;
  env: Env;
  logger: Logger;
  store: BuiltStore;
  mailer: Mailer;
}

/**
 * Runs one job. Throwing puts the job back with a growing delay; a handler must therefore be
 * safe to run again (a retry may follow a run that did part of its work).
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export interface JobKind {
  handler: JobHandler;
  /** Runs before the job is given up and left `failed`. */
  maxAttempts: number;
  /**
   * Set for periodic work (housekeeping): one row of this kind always exists, and after each
   * run, successful or given up, it is due again this many seconds later. Whichever runner
   * claims it runs it, so the work happens once per period however many processes poll.
   */
  everySeconds?: number;
}

/** The job kinds this process can run, by name. Modules register theirs at start-up. */
export interface JobRegistry {
  register(
    kind: string,
    handler: JobHandler,
    options?: { maxAttempts?: number; everySeconds?: number },
  ): void;
  get(kind: string): JobKind | undefined;
  /** The registered kinds' names: a runner claims only these. */
  kinds(): string[];
  /** The periodic kinds, with their periods. */
  periodic(): { kind: string; everySeconds: number }[];
}

export function createJobRegistry(): JobRegistry {
  const kinds = new Map<string, JobKind>();
  return {
    register(kind, handler, options = {}) {
      if (kinds.has(kind)) throw new Error(`Job kind '${kind}' is registered twice`);
      kinds.set(kind, {
        handler,
        maxAttempts: options.maxAttempts ?? 5,
        ...(options.everySeconds ? { everySeconds: options.everySeconds } : {}),
      });
    },
    get: (kind) => kinds.get(kind),
    kinds: () => [...kinds.keys()],
    periodic: () =>
      [...kinds].flatMap(([kind, { everySeconds }]) =>
        everySeconds ? [{ kind, everySeconds }] : [],
      ),
  };
}

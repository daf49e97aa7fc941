import type { BuiltStore } from "@meridian/content/store";
import type { Db } from "../db/database";
import type { Env } from "../env";
import type { Logger } from "../logger";
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
}

/** The job kinds this process can run, by name. Modules register theirs at start-up. */
export interface JobRegistry {
  register(kind: string, handler: JobHandler, options?: { maxAttempts?: number }): void;
  get(kind: string): JobKind | undefined;
  /** The registered kinds' names: a runner claims only these. */
  kinds(): string[];
}

export function createJobRegistry(): JobRegistry {
  const kinds = new Map<string, JobKind>();
  return {
    register(kind, handler, options = {}) {
      if (kinds.has(kind)) throw new Error(`Job kind '${kind}' is registered twice`);
      kinds.set(kind, { handler, maxAttempts: options.maxAttempts ?? 5 });
    },
    get: (kind) => kinds.get(kind),
    kinds: () => [...kinds.keys()],
  };
}

import pLimit from "p-limit";
import { FontFileError } from "./font-file-error";
import type { UploadJob } from "./types";

export interface UploadJobOptions<Input, Result> {
  /** Processes one file, e.g. with processFontFile; whatever it throws fails that job only. */
  process: (input: Input) => Promise<Result>;
  /** Told of every status change (pending, then complete or failed), e.g. to show progress. */
  onJobChange?: (job: UploadJob) => void;
}

export interface UploadJobRun<Result> {
  /** One job per input, in the order of the inputs. */
  jobs: UploadJob[];
  /** What `process` returned for each input; null where its job failed. */
  results: (Result | null)[];
}

/**
 * Thirty-two jobs at a time. A conversion is bounded by its worker pool (one worker per core,
 * the rest queued); a style already in the cache is a few file operations, each of which waits
 * for a turn of the event loop. On an API replica under load a turn takes milliseconds, so jobs
 * one after another add up: a publish's build (every style cached) took 1.4–4 s under the
 * cluster test's load at two jobs at a time, 1.5–2.3 s at eight, and 0.5 s at thirty-two with
 * the loop kept busy in 3 ms slices (issue 44).
 */
const CONCURRENT_JOBS = 32;

/**
 * Runs every font file as an upload job (spec 4.8). A file that cannot be processed fails its own
 * job, with a reason a content editor can act on, and never stops the others.
 */
export async function runUploadJobs<
  Input extends { file: string },
  Result extends { cached: boolean },
>(
  inputs: readonly Input[],
  options: UploadJobOptions<Input, Result>,
): Promise<UploadJobRun<Result>> {
  const runs = await pLimit(CONCURRENT_JOBS).map(inputs, (input) => runUploadJob(input, options));
  const jobs = runs.map((run) => run.job);
  const results = runs.map((run) => run.result);
  return { jobs, results };
}

async function runUploadJob<Input extends { file: string }, Result extends { cached: boolean }>(
  input: Input,
  options: UploadJobOptions<Input, Result>,
): Promise<{ job: UploadJob; result: Result | null }> {
  const pending: UploadJob = {
    file: input.file,
    status: "pending",
    error: null,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    cached: false,
  };
  options.onJobChange?.(pending);

  let outcome: { job: UploadJob; result: Result | null };
  try {
    const result = await options.process(input);
    outcome = {
      job: {
        ...pending,
        status: "complete",
        finishedAt: new Date().toISOString(),
        cached: result.cached,
      },
      result,
    };
  } catch (error) {
    outcome = {
      job: {
        ...pending,
        status: "failed",
        error: failureReason(error, input.file),
        finishedAt: new Date().toISOString(),
      },
      result: null,
    };
  }
  options.onJobChange?.(outcome.job);
  return outcome;
}

/** Words for the content editor: what is wrong with which file, not a stack trace. */
function failureReason(error: unknown, file: string): string {
  if (error instanceof FontFileError) return error.message;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOENT") return `file not found: ${file}`;
  if (code === "EISDIR") return `not a file: ${file} is a folder`;
  if (code === "EACCES") return `file not readable: ${file}`;
  return `could not process the font: ${error instanceof Error ? error.message : String(error)}`;
}

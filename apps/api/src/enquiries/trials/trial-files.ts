import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { TRIAL_LINK_DAYS } from "./trial-link";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function trialsDir(dataDir: string): string {
  return join(dataDir, "trials");
}

/** DATA_DIR/trials/<request id>.zip; only request ids (UUIDs) ever become paths. */
export function trialZipPath(dataDir: string, requestId: string): string {
  if (!UUID.test(requestId)) throw new Error("a trial request id is a UUID");
  return join(trialsDir(dataDir), `${requestId}.zip`);
}

/** Removes archives whose links have expired (a day's grace for clocks and retries). */
export async function deleteExpiredTrialFiles(dataDir: string): Promise<void> {
  const dir = trialsDir(dataDir);
  const cutoff = Date.now() - (TRIAL_LINK_DAYS + 1) * 24 * 3600 * 1000;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

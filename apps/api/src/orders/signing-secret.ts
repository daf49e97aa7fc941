import type { Env } from "../env";

/** The key of download tokens and guests' invoice keys (env.ts refuses production without one). */
export function signingSecret(env: Pick<Env, "DOWNLOAD_SECRET">): string {
  return env.DOWNLOAD_SECRET;
}

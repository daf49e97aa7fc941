import type { Env } from "../env";

/** The signing key of local development and tests; never accepted in production. */
export const LOCAL_DOWNLOAD_SECRET = "meridian-local-download-secret-not-for-production";

/**
 * The key of download tokens and guests' invoice keys. Production must configure its own:
 * the app asks for it at start-up (createApp), so a missing one stops the server there.
 */
export function signingSecret(env: Pick<Env, "DOWNLOAD_SECRET" | "NODE_ENV">): string {
  if (env.DOWNLOAD_SECRET) return env.DOWNLOAD_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error("Invalid API configuration:\n  DOWNLOAD_SECRET: required in production");
  }
  return LOCAL_DOWNLOAD_SECRET;
}

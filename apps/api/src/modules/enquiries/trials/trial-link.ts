import { isUuid, signToken, verifyToken } from "../../../platform/auth/signed-tokens";

/** Trial links work for seven days (DESIGN 4.8). */
export const TRIAL_LINK_DAYS = 7;

/** A signed link token naming the trial request; nothing is stored for it. */
export function signTrialToken(secret: string, requestId: string, now = Date.now()) {
  const expiresAt = Math.floor(now / 1000) + TRIAL_LINK_DAYS * 24 * 3600;
  return signToken({ secret, audience: "meridian:trial-download", subject: requestId, expiresAt });
}

export type TrialTokenCheck =
  | { status: "valid"; requestId: string }
  | { status: "expired" }
  | { status: "invalid" };

export async function checkTrialToken(token: string, secret: string): Promise<TrialTokenCheck> {
  const verified = await verifyToken(token, secret, "meridian:trial-download");
  // A request is named by its UUID: a token naming anything else is no link at all.
  if (verified.status !== "invalid" && !isUuid(verified.subject)) return { status: "invalid" };
  if (verified.status === "valid") return { status: "valid", requestId: verified.subject };
  return { status: verified.status };
}

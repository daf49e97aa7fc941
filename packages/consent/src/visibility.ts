/**
 * When the consent dialog shows (spec 4.1): only once routing is ready, only while nothing is
 * stored, never on the cookie policy itself (the visitor is reading what they are asked about)
 * and never on a site variant that sets no cookies (the launcher).
 */

export const COOKIE_POLICY_PATH = "/cookie-policy";

/**
 * unknown: not read yet (server render, routing not ready);
 * pending: no choice stored; the dialog is open unless suppressed (see `visible`);
 * decided: a choice is stored.
 */
export type ConsentState = "unknown" | "pending" | "decided";

/** `stored` is undefined while it cannot be read (on the server), null when nothing is stored. */
export function consentState(
  stored: string | null | undefined,
  routingReady: boolean,
): ConsentState {
  if (stored === undefined || !routingReady) return "unknown";
  return stored === null ? "pending" : "decided";
}

export function isCookiePolicyPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? "";
  return path === COOKIE_POLICY_PATH || path === `${COOKIE_POLICY_PATH}/`;
}

export interface DialogVisibilityInput {
  state: ConsentState;
  /** null until routing is ready. */
  pathname: string | null;
  /** A site variant that sets no cookies. */
  suppressed: boolean;
}

export function isDialogVisible({ state, pathname, suppressed }: DialogVisibilityInput): boolean {
  if (state !== "pending" || suppressed || pathname === null) return false;
  return !isCookiePolicyPath(pathname);
}

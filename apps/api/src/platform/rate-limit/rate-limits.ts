import { createHash } from "node:crypto";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import type { Db } from "../db/database";
import { countCall, readCount, uncountCall } from "./rate-limit-repository";

/** One limit: at most `limit` calls per fixed window of `windowSeconds`, per subject. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The limits of DESIGN 4.5, each read from the configuration (end-to-end tests raise them). */
export function rateLimitRules(env: Env) {
  return {
    /** Per IP address and e-mail. */
    login: { name: "login", limit: env.RATE_LIMIT_LOGIN_PER_MINUTE, windowSeconds: MINUTE },
    /** Per IP address alone: one address trying many accounts. */
    loginPerIp: {
      name: "login-ip",
      limit: env.RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE,
      windowSeconds: MINUTE,
    },
    /** Failed logins (and wrong current passwords) per account e-mail. */
    loginFailures: {
      name: "login-failures",
      limit: env.RATE_LIMIT_LOGIN_FAILURES_PER_HOUR,
      windowSeconds: HOUR,
    },
    /** Per e-mail asked for. */
    passwordReset: {
      name: "password-reset",
      limit: env.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
      windowSeconds: HOUR,
    },
    /** New passwords set with a reset token, per IP address. */
    passwordUpdate: {
      name: "password-update",
      limit: env.RATE_LIMIT_PASSWORD_UPDATE_PER_MINUTE,
      windowSeconds: MINUTE,
    },
    /** The rest per IP address. */
    register: {
      name: "register",
      limit: env.RATE_LIMIT_REGISTER_PER_MINUTE,
      windowSeconds: MINUTE,
    },
    contact: { name: "contact", limit: env.RATE_LIMIT_CONTACT_PER_MINUTE, windowSeconds: MINUTE },
    trial: { name: "trial", limit: env.RATE_LIMIT_TRIAL_PER_MINUTE, windowSeconds: MINUTE },
    newsletter: {
      name: "newsletter",
      limit: env.RATE_LIMIT_NEWSLETTER_PER_MINUTE,
      windowSeconds: MINUTE,
    },
    /** Checkout previews (CreateInvoice) without an account. */
    guestPreview: {
      name: "guest-preview",
      limit: env.RATE_LIMIT_GUEST_PREVIEW_PER_MINUTE,
      windowSeconds: MINUTE,
    },
    /** VAT numbers checked with VIES (not those answered from the day's cache), per address. */
    vatCheck: {
      name: "vat-check",
      limit: env.RATE_LIMIT_VAT_CHECK_PER_MINUTE,
      windowSeconds: MINUTE,
    },
  } satisfies Record<string, RateLimitRule>;
}

/**
 * The counter's key. Subjects (addresses, e-mails) are hashed: the table needs to tell them
 * apart, not to know them.
 */
function counterKey(rule: RateLimitRule, subject: string): string {
  const digest = createHash("sha256").update(subject).digest("base64url").slice(0, 32);
  return `${rule.name}:${digest}`;
}

/** 'Try again in a minute.' for the per-minute limits; longer waits say how long. */
export function rateLimitedError(resetsInSeconds: number): UserError {
  const minutes = Math.max(1, Math.ceil(resetsInSeconds / 60));
  const wait = minutes === 1 ? "a minute" : `${minutes} minutes`;
  return {
    code: "RATE_LIMITED",
    field: null,
    message: `Too many attempts. Try again in ${wait}.`,
    data: JSON.stringify({ retryAfterSeconds: resetsInSeconds }),
  };
}

/**
 * Counts a call against the rule and answers the payload error once the subject has made more
 * calls than the window allows; null while it is within the limit.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
): Promise<UserError | null> {
  const { count, resetsInSeconds } = await countCall(
    db,
    counterKey(rule, subject),
    rule.windowSeconds,
  );
  return count > rule.limit ? rateLimitedError(resetsInSeconds) : null;
}

/** Like consumeRateLimit, but only looks: for limits counted on failure alone. */
export async function checkRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
): Promise<UserError | null> {
  const { count, resetsInSeconds } = await readCount(
    db,
    counterKey(rule, subject),
    rule.windowSeconds,
  );
  return count >= rule.limit ? rateLimitedError(resetsInSeconds) : null;
}

/** Records one failure against a limit counted by `checkRateLimit`. */
export async function recordFailure(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await countCall(db, counterKey(rule, subject), rule.windowSeconds);
}

/** Takes back one call counted by `consumeRateLimit` (an attempt that turned out not to fail). */
export async function refundRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await uncountCall(db, counterKey(rule, subject), rule.windowSeconds);
}

import { createHash } from "node:crypto";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import type { Db } from "../db/database";
import { countBeyondRate, hitRate, takeBackHit } from "./rate-limit-repository";
import { SLOW_DOWN_STEPS, slowDownDelayMs } from "./slow-down";

/**
 * One limit, per subject: `limit` calls per `windowSeconds` as a steady rate (GCRA): `limit` at
 * once at most, then one every `windowSeconds / limit` (docs/adr/0032-rate-limits-by-gcra.md).
 */
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
    /**
     * Failed logins (and wrong current passwords) per account e-mail and IP address: past it,
     * that address is refused for that account, and only that address.
     */
    loginFailuresFromAddress: {
      name: "login-failures-address",
      limit: env.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
      windowSeconds: HOUR,
    },
    /**
     * Failed logins per account e-mail from every address: past it the account is slowed
     * (`countTowardSlowDown`), never locked, so a stranger cannot lock its owner out.
     */
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
    /** Font files uploaded, per member of staff. */
    fontUploads: {
      name: "font-uploads",
      limit: env.RATE_LIMIT_FONT_UPLOADS_PER_HOUR,
      windowSeconds: HOUR,
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
export function rateLimitedError(retryAfterSeconds: number): UserError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "a minute" : `${minutes} minutes`;
  return {
    code: "RATE_LIMITED",
    field: null,
    message: `Too many attempts. Try again in ${wait}.`,
    data: JSON.stringify({ retryAfterSeconds }),
  };
}

/**
 * Counts a call against the rule and answers the payload error when the subject has used up
 * its rate (the refused call is not counted); null while it is within it.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
): Promise<UserError | null> {
  const { allowed, retryAfterSeconds } = await hitRate(db, counterKey(rule, subject), rule);
  return allowed ? null : rateLimitedError(retryAfterSeconds);
}

/**
 * Takes back one call counted by `consumeRateLimit` or `countTowardSlowDown` (an attempt that
 * turned out not to be what the rule counts: a right password).
 */
export async function refundRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await takeBackHit(db, counterKey(rule, subject), rule);
}

/**
 * Counts a call against a rule that slows rather than refuses, and answers how long to hold
 * the answer back: nothing within the rule's rate, then a wait that doubles with each call
 * beyond it, up to `maxDelayMs` (slow-down.ts has the curve).
 */
export async function countTowardSlowDown(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  maxDelayMs: number,
): Promise<{ over: number; delayMs: number }> {
  const over = await countBeyondRate(db, counterKey(rule, subject), rule, SLOW_DOWN_STEPS);
  return { over, delayMs: slowDownDelayMs(over, maxDelayMs) };
}

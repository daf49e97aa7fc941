import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): about 11 ms a hash here, cheap
 * enough for logins, dear enough for anyone holding a copy of the table.
 */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MESSAGES = {
  tooShort: "Use at least 8 characters for your password",
  tooLong: "Use at most 128 characters for your password",
  tooCommon: "This password is too common. Choose one that is harder to guess",
} as const;

/** A new password (DESIGN 4.5): 8 to 128 characters, no composition rules, not a common one. */
export const newPassword = z.string().superRefine((password, ctx) => {
  // Characters, not UTF-16 units: an emoji counts once.
  const length = [...password].length;
  if (length < 8) ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.tooShort });
  else if (length > 128) ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.tooLong });
  else if (isCommonPassword(password)) {
    ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.tooCommon });
  }
});

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash with the same parameters, made at start-up, for unknown e-mails: checking a password
 * against it costs what a real check costs, so the answer's timing does not tell whether an
 * account exists (not even on the first login after a restart).
 */
const decoyHash = hashPassword("meridian decoy password, never an account's");

export async function spendPasswordCheck(password: string): Promise<false> {
  await verifyPassword(await decoyHash, password);
  return false;
}

import type { Env } from "../../env";
import type { UserError } from "../../errors";
import { toUserErrors } from "../../errors";
import { hashPassword, spendPasswordCheck, verifyPassword } from "../../platform/auth/passwords";
import { checkRequestToken } from "../../platform/auth/request-auth";
import type { Database, Db } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import {
  consumeRateLimit,
  countTowardSlowDown,
  rateLimitRules,
  refundRateLimit,
} from "../../platform/rate-limit/rate-limits";
import { slowedAnswers } from "../../platform/rate-limit/slow-down";
import { ACCOUNT_MESSAGES, loginInput, refreshInput, registerInput } from "./account-inputs";
import { findUserByEmail, insertUser, revokeClient, type UserRecord } from "./accounts-repository";
import { type IssuedSession, openSession, rotateRefreshToken, startSession } from "./sessions";

/** What the account operations need from the request. */
export interface AccountDeps {
  /** Transactions go through `database.transaction` (queued on PGlite's one connection). */
  database: Database;
  /** Single statements outside a transaction. */
  db: Db;
  env: Env;
  clientIp: string;
  /** content/site.yaml's brand and address, for the e-mails the account operations send. */
  site: { brand: string; email: string };
  /** The request's logger. */
  logger: Logger;
}

export type AuthResult = IssuedSession | { errors: UserError[] };

const invalidCredentials: { errors: UserError[] } = {
  errors: [
    { code: "INVALID_CREDENTIALS", field: null, message: ACCOUNT_MESSAGES.invalidCredentials },
  ],
};

/** UserRegister (spec 2.9): a taken e-mail is said plainly; the rate limit keeps that from listing accounts. */
export async function register(deps: AccountDeps, input: unknown): Promise<AuthResult> {
  const limited = await consumeRateLimit(deps.db, rateLimitRules(deps.env).register, deps.clientIp);
  if (limited) return { errors: [limited] };
  const parsed = registerInput.safeParse(input);
  if (!parsed.success) return { errors: toUserErrors(parsed.error) };
  const { email, name, password } = parsed.data;
  const taken = {
    errors: [{ code: "ALREADY_EXISTS", field: "email", message: ACCOUNT_MESSAGES.emailTaken }],
  } satisfies AuthResult;
  if (await findUserByEmail(deps.db, email)) return taken;
  const passwordHash = await hashPassword(password);
  return deps.database.transaction(async (tx) => {
    const user = await insertUser(tx, { email, name, passwordHash });
    // A concurrent registration of the same e-mail got there first.
    if (!user) return taken;
    return openSession(tx, deps.env.JWT_SECRET, user);
  });
}

/**
 * UserLogin: one answer for an unknown e-mail and a wrong password, and the same work for
 * both (a decoy hash is checked), so neither the text nor the timing tells them apart.
 */
export async function login(deps: AccountDeps, input: unknown): Promise<AuthResult> {
  const rules = rateLimitRules(deps.env);
  const raw = input as { email?: unknown };
  const subjectEmail = typeof raw.email === "string" ? raw.email.trim().toLowerCase() : "";
  const limited =
    (await consumeRateLimit(deps.db, rules.loginPerIp, deps.clientIp)) ??
    (await consumeRateLimit(deps.db, rules.login, `${deps.clientIp} ${subjectEmail}`));
  if (limited) return { errors: [limited] };

  const parsed = loginInput.safeParse(input);
  if (!parsed.success) return { errors: toUserErrors(parsed.error) };
  const { email, password } = parsed.data;
  const user = await findUserByEmail(deps.db, email);
  const check = await checkPasswordWithinFailureCap(deps, email, user, password);
  if ("limited" in check) return { errors: [check.limited] };
  if (!user || !check.valid) return invalidCredentials;
  return startSession(deps.database, deps.env.JWT_SECRET, user);
}

/**
 * Checks a password under the failure limits (login, and the current password on the account
 * page; docs/adr/0032-rate-limits-by-gcra.md):
 *
 * - per account and address, a cap that refuses: the address guessing is shut out of that
 *   account, and only that address, so a stranger cannot lock the owner out;
 * - per account from every address, a cap that slows: past it each answer is held back, longer
 *   with each further failure (up to RATE_LIMIT_LOGIN_SLOWDOWN_MAX_MS), but a right password
 *   still logs in.
 *
 * Each attempt is counted *before* the hash is verified and taken back when the password proves
 * right. Checking the count and recording failures afterwards would let a parallel burst
 * through: every request reads the count before any has failed. Counting first is one atomic
 * statement per attempt, so at most the cap's attempts ever reach the hash from one address.
 * Taking back right passwords keeps a customer's own logins from using up the caps. The answer
 * is held back after the last statement, so no connection or transaction waits with it. An
 * unknown e-mail is counted, slowed and hashed (a decoy) like a known one, so neither the
 * answer nor its timing tells whether the account exists.
 */
export async function checkPasswordWithinFailureCap(
  deps: Pick<AccountDeps, "db" | "env" | "clientIp" | "logger">,
  email: string,
  user: Pick<UserRecord, "passwordHash"> | undefined,
  password: string,
): Promise<{ limited: UserError } | { valid: boolean }> {
  const rules = rateLimitRules(deps.env);
  const fromHere = `${deps.clientIp} ${email}`;
  const limited = await consumeRateLimit(deps.db, rules.loginFailuresFromAddress, fromHere);
  if (limited) return { limited };
  const slowDown = await countTowardSlowDown(
    deps.db,
    rules.loginFailures,
    email,
    deps.env.RATE_LIMIT_LOGIN_SLOWDOWN_MAX_MS,
  );
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await spendPasswordCheck(password);
  const right = Boolean(user) && valid;
  if (right) {
    await refundRateLimit(deps.db, rules.loginFailuresFromAddress, fromHere);
    await refundRateLimit(deps.db, rules.loginFailures, email);
  }
  if (slowDown.delayMs > 0) {
    const held = await slowedAnswers.hold(slowDown.delayMs);
    // The account is being guessed at from many addresses: worth a line, without the e-mail.
    deps.logger.warn(
      { delayMs: slowDown.delayMs, failuresOverCap: Math.ceil(slowDown.over), held },
      "password check slowed: the account is past its failure cap",
    );
  }
  return { valid: right };
}

/** refreshToken: a new token pair for a live session. */
export async function refresh(deps: AccountDeps, input: unknown): Promise<AuthResult> {
  const parsed = refreshInput.safeParse(input);
  if (!parsed.success) return { errors: toUserErrors(parsed.error) };
  return rotateRefreshToken(deps.database, deps.env.JWT_SECRET, parsed.data.refreshToken);
}

/**
 * UserLogout ends the session named by the token headers. An expired token still names its
 * session (its signature is good), so a customer can log out after an idle hour.
 */
export async function logout(deps: AccountDeps, request: Request): Promise<{ success: boolean }> {
  const check = await checkRequestToken(request, deps.env.JWT_SECRET);
  if (!check || check.status === "invalid") return { success: false };
  const { clientId, userId } = check;
  return { success: await deps.database.transaction((tx) => revokeClient(tx, clientId, userId)) };
}

/** The request's part in the account operations. */
export function accountDeps(context: {
  database: Database;
  env: Env;
  clientIp: string;
  store: { site: { brand: string; email: string } };
  logger: Logger;
}): AccountDeps {
  return {
    database: context.database,
    db: context.database.db,
    env: context.env,
    clientIp: context.clientIp,
    site: { brand: context.store.site.brand, email: context.store.site.email },
    logger: context.logger,
  };
}

/** Success and failure in the payload's one shape: errors beside null credentials. */
export function toAuthPayload(result: AuthResult) {
  if ("credentials" in result) return result;
  return { credentials: null, token: null, refreshToken: null, errors: result.errors };
}

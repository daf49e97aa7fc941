import type { UserError } from "@meridian/graphql/errors";
import { hashPassword, spendPasswordCheck, verifyPassword } from "../auth/passwords";
import { checkRequestToken } from "../auth/request-auth";
import type { Db } from "../db/database";
import type { Env } from "../env";
import { toUserErrors } from "../graphql/user-errors";
import {
  checkRateLimit,
  consumeRateLimit,
  rateLimitRules,
  recordFailure,
} from "../rate-limit/rate-limits";
import { ACCOUNT_MESSAGES, loginInput, refreshInput, registerInput } from "./account-inputs";
import { findUserByEmail, insertUser, revokeClient } from "./accounts-repository";
import { type IssuedSession, openSession, rotateRefreshToken, startSession } from "./sessions";

/** What the account operations need from the request. */
export interface AccountDeps {
  db: Db;
  env: Env;
  clientIp: string;
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
  return deps.db.transaction(async (tx) => {
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
    (await consumeRateLimit(deps.db, rules.login, `${deps.clientIp} ${subjectEmail}`)) ??
    (await checkRateLimit(deps.db, rules.loginFailures, subjectEmail));
  if (limited) return { errors: [limited] };

  const parsed = loginInput.safeParse(input);
  if (!parsed.success) return { errors: toUserErrors(parsed.error) };
  const { email, password } = parsed.data;
  const user = await findUserByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await spendPasswordCheck(password);
  if (!user || !valid) {
    await recordFailure(deps.db, rules.loginFailures, email);
    return invalidCredentials;
  }
  return startSession(deps.db, deps.env.JWT_SECRET, user);
}

/** refreshToken: a new token pair for a live session. */
export async function refresh(deps: AccountDeps, input: unknown): Promise<AuthResult> {
  const parsed = refreshInput.safeParse(input);
  if (!parsed.success) return { errors: toUserErrors(parsed.error) };
  return rotateRefreshToken(deps.db, deps.env.JWT_SECRET, parsed.data.refreshToken);
}

/**
 * UserLogout ends the session named by the token headers. An expired token still names its
 * session (its signature is good), so a customer can log out after an idle hour.
 */
export async function logout(deps: AccountDeps, request: Request): Promise<{ success: boolean }> {
  const check = await checkRequestToken(request, deps.env.JWT_SECRET);
  if (!check || check.status === "invalid") return { success: false };
  return { success: await revokeClient(deps.db, check.clientId, check.userId) };
}

/** The request's part in the account operations. */
export function accountDeps(context: {
  database: { db: Db };
  env: Env;
  clientIp: string;
}): AccountDeps {
  return { db: context.database.db, env: context.env, clientIp: context.clientIp };
}

/** Success and failure in the payload's one shape: errors beside null credentials. */
export function toAuthPayload(result: AuthResult) {
  if ("credentials" in result) return result;
  return { credentials: null, token: null, refreshToken: null, errors: result.errors };
}

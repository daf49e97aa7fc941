import { z } from "zod";
import type { Env } from "../../env";
import { toUserErrors, type UserError, userError } from "../../errors";
import { hashPassword, newPassword } from "../../platform/auth/passwords";
import { hashToken, randomToken } from "../../platform/auth/secure-tokens";
import { signToken, verifyToken } from "../../platform/auth/signed-tokens";
import type { Database } from "../../platform/db/database";
import type { StaffMember, StaffRole } from "../../platform/graphql/staff-context";
import { STAFF_SESSION_COOKIE } from "../../platform/graphql/staff-yoga";
import type { CookieJar } from "../../platform/http/cookies";
import type { Logger } from "../../platform/logging/logger";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import { checkPasswordWithinFailureCap } from "../accounts";
import { STAFF_ROLES } from "./roles";
import {
  insertStaffSession,
  type StaffAccountRow,
  selectStaffByEmail,
  selectStaffById,
  setTotp,
  takeRecoveryCode,
  takeTotpStep,
} from "./staff-repository";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from "./totp";

export interface SignInDeps {
  database: Database;
  env: Env;
  logger: Logger;
  clientIp: string;
  cookies: CookieJar;
}

/** How long a staff session lasts: a working day, then sign in again. */
export const STAFF_SESSION_HOURS = 12;
/** How long a second factor's setup may take between the QR code and the first code. */
const TOTP_SETUP_MINUTES = 10;

export const STAFF_MESSAGES = {
  invalidCredentials: "Wrong e-mail or password.",
  codeNeeded: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  codeWrong: "That code is not right, or was used already: enter the code the app shows now.",
  setupExpired: "The set-up took too long: sign in again to get a new QR code.",
} as const;

const signInInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, STAFF_MESSAGES.invalidCredentials)
    .max(320, STAFF_MESSAGES.invalidCredentials),
  password: z.string().min(1, STAFF_MESSAGES.invalidCredentials).max(1024),
  totpCode: z.string().trim().max(32).nullish(),
  setupToken: z.string().max(4096).nullish(),
});

export interface SignInResult {
  errors: UserError[];
  staff?: StaffAccountRow;
  totpSetup?: { secret: string; uri: string; setupToken: string };
  recoveryCodes?: string[];
}

const refused = (field: string | null, message: string): SignInResult => ({
  errors: [userError("INVALID_CREDENTIALS", field, message)],
});

/** Whether staff must sign in with a second factor: in production, always (DESIGN 4.12). */
export const totpRequired = (env: Env) => env.NODE_ENV === "production";

/**
 * signIn: the e-mail and password under the shop's limits (per address, per address and
 * e-mail, the failure caps: one answer for an unknown e-mail and a wrong password), then the
 * second factor, then a session whose token only the cookie holds. An account with a second
 * factor must give its code (or a recovery code) in every mode; in production an account
 * without one sets it up first: the answer is `totpSetup`, and the next sign-in with a code of
 * it and its `setupToken` turns it on and shows the recovery codes once.
 */
export async function signIn(deps: SignInDeps, input: unknown): Promise<SignInResult> {
  const rules = rateLimitRules(deps.env);
  const raw = input as { email?: unknown };
  const subjectEmail = typeof raw.email === "string" ? raw.email.trim().toLowerCase() : "";
  const db = deps.database.db;
  const limited =
    (await consumeRateLimit(db, rules.loginPerIp, deps.clientIp)) ??
    (await consumeRateLimit(db, rules.login, `${deps.clientIp} staff:${subjectEmail}`));
  if (limited) return { errors: [limited] };

  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return refused(null, STAFF_MESSAGES.invalidCredentials);
  const { email, password, totpCode, setupToken } = parsed.data;
  const found = await selectStaffByEmail(db, email);
  const account = found && !found.disabledAt ? found : undefined;
  const check = await checkPasswordWithinFailureCap(
    { db, env: deps.env, clientIp: deps.clientIp, logger: deps.logger },
    `staff:${email}`,
    account,
    password,
  );
  if ("limited" in check) return { errors: [check.limited] };
  if (!account || !check.valid) return refused(null, STAFF_MESSAGES.invalidCredentials);

  let recoveryCodes: string[] | undefined;
  if (account.totpSecret) {
    if (!totpCode) return refused("totpCode", STAFF_MESSAGES.codeNeeded);
    if (!(await spendCode(deps.database, account, totpCode))) {
      return refused("totpCode", STAFF_MESSAGES.codeWrong);
    }
  } else if (totpRequired(deps.env)) {
    if (!setupToken) return { errors: [], totpSetup: await startTotpSetup(deps.env, account) };
    const secret = await setupSecret(deps.env, account, setupToken);
    if (!secret) return refused("setupToken", STAFF_MESSAGES.setupExpired);
    const step = totpCode ? totpStep(secret, totpCode) : null;
    if (step === null) return refused("totpCode", STAFF_MESSAGES.codeWrong);
    recoveryCodes = newRecoveryCodes();
    const set = await setTotp(db, account.id, {
      secret,
      step,
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    });
    // Set up meanwhile by another sign-in: that one's codes count, these do not.
    if (!set) return refused("totpCode", STAFF_MESSAGES.codeWrong);
  }

  const token = randomToken();
  await insertStaffSession(db, {
    staffId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000),
  });
  deps.cookies.set(STAFF_SESSION_COOKIE, token, {
    maxAgeSeconds: STAFF_SESSION_HOURS * 3600,
    sameSite: "Strict",
  });
  deps.logger.info({ staffId: account.id, role: account.role }, "staff signed in");
  return {
    errors: [],
    staff: recoveryCodes ? ((await selectStaffById(db, account.id)) ?? account) : account,
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

/** A code of the authenticator app (each time step once) or an unused recovery code. */
async function spendCode(database: Database, account: StaffAccountRow, code: string) {
  const step = account.totpSecret ? totpStep(account.totpSecret, code) : null;
  if (step !== null) return takeTotpStep(database.db, account.id, step);
  return takeRecoveryCode(database.db, account.id, hashRecoveryCode(code));
}

async function startTotpSetup(env: Env, account: StaffAccountRow) {
  const secret = newTotpSecret();
  const setupToken = await signToken({
    secret: env.JWT_SECRET,
    audience: "meridian:staff-totp-setup",
    subject: account.id,
    expiresAt: Math.floor(Date.now() / 1000) + TOTP_SETUP_MINUTES * 60,
    claims: { totp: secret },
  });
  return { secret, uri: totpUri(secret, account.email, "Meridian staff"), setupToken };
}

/** The secret a setup token carries, when it is this account's and still fresh. */
async function setupSecret(env: Env, account: StaffAccountRow, token: string) {
  const verified = await verifyToken(token, env.JWT_SECRET, "meridian:staff-totp-setup");
  if (verified.status !== "valid" || verified.subject !== account.id) return null;
  return typeof verified.claims.totp === "string" ? verified.claims.totp : null;
}

/** The roles as GraphQL spells them and back. */
export const roleName = (role: string) => role.toUpperCase() as Uppercase<StaffRole>;
export const roleOf = (name: string) => name.toLowerCase() as StaffRole;

/** A new account's fields, as an admin gives them. */
export const newStaffInput = z.object({
  email: z.email("Enter an e-mail address, like name@foundry.com.").trim().toLowerCase(),
  name: z.string().trim().min(1, "Enter the name of the member of staff.").max(100),
  role: z.enum(STAFF_ROLES, "Choose editor, publisher or admin."),
  password: newPassword,
});

export function parseNewStaff(input: unknown) {
  const raw = input as { role?: unknown };
  const parsed = newStaffInput.safeParse({
    ...(input as object),
    role: typeof raw.role === "string" ? roleOf(raw.role) : raw.role,
  });
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : { ok: false as const, errors: toUserErrors(parsed.error) };
}

export async function newStaffRecord(value: z.output<typeof newStaffInput>) {
  const { password, ...fields } = value;
  return { ...fields, passwordHash: await hashPassword(password) };
}

export type { StaffMember };

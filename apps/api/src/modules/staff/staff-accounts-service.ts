import { Refusal, refusable, type UserError, userError } from "../../errors";
import { hashToken } from "../../platform/auth/secure-tokens";
import type { Database, Db } from "../../platform/db/database";
import type { StaffMember, StaffRole } from "../../platform/graphql/staff-context";
import { STAFF_SESSION_COOKIE } from "../../platform/graphql/staff-yoga";
import type { CookieJar } from "../../platform/http/cookies";
import {
  countStaff,
  deleteStaffSession,
  deleteStaffSessionsOf,
  insertStaff,
  lockStaffSeed,
  type StaffAccountRow,
  selectStaffAccounts,
  selectStaffSession,
  updateStaff,
} from "./staff-repository";
import { newStaffRecord, parseNewStaff, roleOf } from "./staff-service";

/** The session a cookie's token names, while it is open and its account enabled. */
export function findStaffSession(db: Db, token: string): Promise<StaffMember | null> {
  return selectStaffSession(db, hashToken(token));
}

/** signOut: ends this session and clears its cookie. */
export async function signOut(
  database: Database,
  cookies: CookieJar,
  staff: StaffMember | null,
): Promise<void> {
  if (staff) await deleteStaffSession(database.db, staff.sessionId);
  cookies.set(STAFF_SESSION_COOKIE, "", { maxAgeSeconds: 0, sameSite: "Strict" });
}

export function listStaffAccounts(database: Database): Promise<StaffAccountRow[]> {
  return selectStaffAccounts(database.db);
}

const emailTaken = userError(
  "ALREADY_EXISTS",
  "email",
  "There is a staff account with this e-mail already.",
);

/** createStaffAccount (admin): an account that signs in with the password it is given. */
export async function createStaffAccount(
  database: Database,
  input: unknown,
): Promise<{ errors: UserError[]; account?: StaffAccountRow }> {
  const parsed = parseNewStaff(input);
  if (!parsed.ok) return { errors: parsed.errors };
  const account = await insertStaff(database.db, await newStaffRecord(parsed.value));
  return account ? { errors: [], account } : { errors: [emailTaken] };
}

/**
 * updateStaffAccount (admin): a role, or disabled (its sessions end at once) or enabled again.
 * No admin changes their own account, so the foundry always keeps an admin who can.
 */
export function updateStaffAccount(
  database: Database,
  actor: StaffMember,
  input: { id: string; role?: string | null; disabled?: boolean | null },
) {
  return refusable(() =>
    database.transaction(async (tx) => {
      if (input.id === actor.id) {
        throw new Refusal([
          userError(
            "INVALID_INPUT",
            "id",
            "You cannot change your own role or disable your own account: ask another admin.",
          ),
        ]);
      }
      const role = input.role ? roleOf(input.role) : undefined;
      const account = await updateStaff(tx, input.id, {
        ...(role ? { role } : {}),
        ...(input.disabled == null ? {} : { disabledAt: input.disabled ? new Date() : null }),
      });
      if (!account) {
        throw new Refusal([userError("NOT_FOUND", "id", "There is no such staff account.")]);
      }
      if (input.disabled) await deleteStaffSessionsOf(tx, account.id);
      return account;
    }),
  );
}

/** The development accounts `npm start` creates on an empty database (README, DESIGN 4.12). */
export const DEVELOPMENT_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: "editor@meridian.test", name: "Edie Editor", role: "editor" },
  { email: "publisher@meridian.test", name: "Pablo Publisher", role: "publisher" },
  { email: "admin@meridian.test", name: "Ada Admin", role: "admin" },
];
export const DEVELOPMENT_STAFF_PASSWORD = "meridian-staff-demo";

/**
 * Development only: one account of each role, when there is no staff account at all.
 * Production has no default account (createFirstAdmin).
 */
export async function seedDevelopmentStaff(database: Database): Promise<boolean> {
  return database.transaction(async (tx) => {
    await lockStaffSeed(tx);
    if ((await countStaff(tx)) > 0) return false;
    for (const account of DEVELOPMENT_STAFF) {
      const record = await newStaffRecord({ ...account, password: DEVELOPMENT_STAFF_PASSWORD });
      await insertStaff(tx, record);
    }
    return true;
  });
}

/**
 * The first admin of a production database (`node dist/main.mjs create-admin`): refused once
 * any admin exists, who then adds staff from the admin site.
 */
export async function createFirstAdmin(
  database: Database,
  input: { email: string; name: string; password: string },
): Promise<{ errors: UserError[]; account?: StaffAccountRow }> {
  const parsed = parseNewStaff({ ...input, role: "admin" });
  if (!parsed.ok) return { errors: parsed.errors };
  const record = await newStaffRecord(parsed.value);
  return database.transaction(async (tx) => {
    await lockStaffSeed(tx);
    if ((await countStaff(tx, "admin")) > 0) {
      return {
        errors: [
          userError(
            "ALREADY_EXISTS",
            null,
            "An admin exists already: sign in to the admin site as them to add staff.",
          ),
        ],
      };
    }
    const account = await insertStaff(tx, record);
    return account ? { errors: [], account } : { errors: [emailTaken] };
  });
}

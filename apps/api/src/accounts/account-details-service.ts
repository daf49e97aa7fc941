import type { UserError } from "@meridian/graphql/errors";
import { hashPassword, verifyPassword } from "../auth/passwords";
import type { AuthenticatedUser } from "../context";
import type { Viewer } from "../generated/shop-resolvers";
import { toUserErrors } from "../graphql/user-errors";
import { checkRateLimit, rateLimitRules, recordFailure } from "../rate-limit/rate-limits";
import { ACCOUNT_MESSAGES, updateDetailsInput, updateProfileInput } from "./account-inputs";
import {
  findUserByEmail,
  findUserById,
  revokeOtherClients,
  updateUser,
} from "./accounts-repository";
import type { AccountDeps } from "./accounts-service";

export type DetailsResult = { viewer: Viewer | null; errors: UserError[] };

/** Viewer.uid is the e-mail, as in the credentials (spec 3). */
export function toViewer(user: { email: string; name: string }): Viewer {
  return { name: user.name, email: user.email, uid: user.email };
}

const loginRequired: DetailsResult = {
  viewer: null,
  errors: [{ code: "AUTH_REQUIRED", field: null, message: ACCOUNT_MESSAGES.loginRequired }],
};

/**
 * UpdateUserDetails (spec 2.10): name and e-mail; a new password when the current one is
 * given and right. A password change ends the account's other sessions.
 */
export async function updateDetails(
  deps: AccountDeps,
  session: AuthenticatedUser | null,
  input: unknown,
): Promise<DetailsResult> {
  if (!session) return loginRequired;
  const parsed = updateDetailsInput.safeParse(input);
  if (!parsed.success) return { viewer: null, errors: toUserErrors(parsed.error) };
  const { email, name, password, newPassword } = parsed.data;

  const user = await findUserById(deps.db, session.userId);
  if (!user) return loginRequired;
  const changes: { email?: string; name: string; passwordHash?: string } = { name };
  if (email !== user.email) {
    const owner = await findUserByEmail(deps.db, email);
    if (owner) return emailTaken();
    changes.email = email;
  }
  if (newPassword && password) {
    // Wrong guesses here count with failed logins: a stolen access token is no licence to
    // try passwords at leisure.
    const failures = rateLimitRules(deps.env).loginFailures;
    const limited = await checkRateLimit(deps.db, failures, user.email);
    if (limited) return { viewer: null, errors: [limited] };
    if (!(await verifyPassword(user.passwordHash, password))) {
      await recordFailure(deps.db, failures, user.email);
      return {
        viewer: null,
        errors: [
          {
            code: "INVALID_CREDENTIALS",
            field: "password",
            message: ACCOUNT_MESSAGES.currentPasswordWrong,
          },
        ],
      };
    }
    changes.passwordHash = await hashPassword(newPassword);
  }
  // One statement: a concurrent change to the same e-mail loses here rather than half-applying.
  if (!(await updateUser(deps.db, user.id, changes))) return emailTaken();
  if (changes.passwordHash) await revokeOtherClients(deps.db, user.id, session.clientId);
  return { viewer: toViewer({ email: changes.email ?? user.email, name }), errors: [] };
}

function emailTaken(): DetailsResult {
  return {
    viewer: null,
    errors: [
      { code: "ALREADY_EXISTS", field: "email", message: ACCOUNT_MESSAGES.emailTakenByAnother },
    ],
  };
}

/** updateUserProfile: the name alone. */
export async function updateProfile(
  deps: AccountDeps,
  session: AuthenticatedUser | null,
  input: unknown,
): Promise<DetailsResult> {
  if (!session) return loginRequired;
  const parsed = updateProfileInput.safeParse(input);
  if (!parsed.success) return { viewer: null, errors: toUserErrors(parsed.error) };
  await updateUser(deps.db, session.userId, { name: parsed.data.name });
  return { viewer: toViewer({ email: session.email, name: parsed.data.name }), errors: [] };
}

import type { UserError } from "../../errors";
import { toUserErrors } from "../../errors";
import { hashPassword } from "../../platform/auth/passwords";
import type { AuthenticatedUser } from "../../platform/auth/request-auth";
import { sendMail } from "../../platform/jobs/send-mail";
import { paragraph, small } from "../../platform/mail/mail-content";
import { ACCOUNT_MESSAGES, updateDetailsInput, updateProfileInput } from "./account-inputs";
import {
  findUserByEmail,
  findUserById,
  revokeOtherClients,
  updateUser,
} from "./accounts-repository";
import { type AccountDeps, checkPasswordWithinFailureCap } from "./accounts-service";

/** The signed-in customer as the API shows them; the resolvers return it as GraphQL's `Viewer`. */
export interface Viewer {
  uid: string;
  email: string;
  name: string;
}

export type DetailsResult = { viewer: Viewer | null; errors: UserError[] };

/** Viewer.uid is the e-mail, as in the credentials (spec 3). */
export function toViewer(user: { email: string; name: string }): Viewer {
  return { name: user.name, email: user.email, uid: user.email };
}

const loginRequired: DetailsResult = {
  viewer: null,
  errors: [{ code: "AUTH_REQUIRED", field: null, message: ACCOUNT_MESSAGES.loginRequired }],
};

const refused = (error: UserError): DetailsResult => ({ viewer: null, errors: [error] });

/** Thrown inside the transaction to roll it back: the new e-mail was taken meanwhile. */
class EmailTaken extends Error {}

/**
 * UpdateUserDetails (spec 2.10): name and e-mail; a new password when the current one is
 * given and right. The e-mail is what a reset link goes to, so changing it also asks for the
 * current password: a stolen access token must not be enough to take the account over. A new
 * e-mail or password ends the account's other sessions; a new e-mail is told to the old one.
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
  const emailChanges = email !== user.email;
  if (emailChanges && !password) {
    return refused({
      code: "INVALID_INPUT",
      field: "password",
      message: ACCOUNT_MESSAGES.currentPasswordRequiredForEmail,
    });
  }
  const changes: { email?: string; name: string; passwordHash?: string } = { name };
  if (password && (emailChanges || newPassword)) {
    // Wrong guesses here count with failed logins: a stolen access token is no licence to
    // try passwords at leisure.
    const check = await checkPasswordWithinFailureCap(deps, user.email, user, password);
    if ("limited" in check) return refused(check.limited);
    if (!check.valid) {
      return refused({
        code: "INVALID_CREDENTIALS",
        field: "password",
        message: ACCOUNT_MESSAGES.currentPasswordWrong,
      });
    }
    if (newPassword) changes.passwordHash = await hashPassword(newPassword);
  }
  // Asked only once the password is right, so a stolen token cannot list accounts with it.
  if (emailChanges) {
    if (await findUserByEmail(deps.db, email)) return emailTaken();
    changes.email = email;
  }

  try {
    await deps.database.transaction(async (tx) => {
      // One statement: a concurrent change to the same e-mail loses here rather than
      // half-applying.
      if (!(await updateUser(tx, user.id, changes))) throw new EmailTaken();
      if (changes.passwordHash || changes.email) {
        await revokeOtherClients(tx, user.id, session.clientId);
      }
      if (changes.email) {
        await sendMail(tx, emailChangedNotice(deps, user, changes.email));
      }
    });
  } catch (error) {
    if (error instanceof EmailTaken) return emailTaken();
    throw error;
  }
  return { viewer: toViewer({ email: changes.email ?? user.email, name }), errors: [] };
}

/** To the old address: if the customer did not make the change, this is how they learn of it. */
function emailChangedNotice(
  { site, env }: Pick<AccountDeps, "site" | "env">,
  user: { email: string; name: string },
  newEmail: string,
) {
  return {
    to: user.email,
    subject: `Your ${site.brand} email address was changed`,
    content: {
      site: env.FOUNDRY_URL,
      heading: "Your email address was changed",
      blocks: [
        paragraph(`Hello ${user.name},`),
        paragraph(
          `The email address of your ${site.brand} account was changed from ${user.email} to ${newEmail}. Every other device signed in to the account has been signed out.`,
        ),
        small(`If you did not make this change, write to us at ${site.email} straight away.`),
      ],
    },
  };
}

function emailTaken(): DetailsResult {
  return refused({
    code: "ALREADY_EXISTS",
    field: "email",
    message: ACCOUNT_MESSAGES.emailTakenByAnother,
  });
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
  const { name } = parsed.data;
  await deps.database.transaction((tx) => updateUser(tx, session.userId, { name }));
  return { viewer: toViewer({ email: session.email, name }), errors: [] };
}

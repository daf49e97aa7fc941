import { z } from "zod";
import type { UserError } from "../../errors";
import { toUserErrors } from "../../errors";
import { checkAccessToken } from "../../platform/auth/access-tokens";
import { hashPassword } from "../../platform/auth/passwords";
import { readTokenHeaders } from "../../platform/auth/request-auth";
import { hashToken, randomToken } from "../../platform/auth/secure-tokens";
import { enqueueJob } from "../../platform/jobs/enqueue-job";
import type { JobContext, JobRegistry } from "../../platform/jobs/job-registry";
import { action, paragraph, small } from "../../platform/mail/mail-content";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import { ACCOUNT_MESSAGES, sendResetInput, updatePasswordInput } from "./account-inputs";
import {
  consumePasswordReset,
  findLivePasswordReset,
  findUserByEmail,
  findUserById,
  insertPasswordReset,
  revokeOtherClients,
  updateUser,
} from "./accounts-repository";
import type { AccountDeps } from "./accounts-service";

const RESET_JOB = "password-reset";
/** Reset links work for an hour (DESIGN 4.5). */
const RESET_TOKEN_MS = 60 * 60 * 1000;

const resetJobPayload = z.object({ email: z.string(), redirectUrl: z.url() });

/**
 * SendPasswordReset. Whether or not the account exists, the answer is the same and the work
 * is the same (one job queued): the job looks the account up, makes the token and sends it.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  input: unknown,
): Promise<{ message: string | null; errors: UserError[] }> {
  const parsed = sendResetInput.safeParse(input);
  if (!parsed.success) return { message: null, errors: toUserErrors(parsed.error) };
  const { email, redirectUrl } = parsed.data;
  if (!isAllowedRedirect(redirectUrl, deps.env.ALLOWED_REDIRECT_ORIGINS)) {
    return {
      message: null,
      errors: [
        { code: "INVALID_INPUT", field: "redirectUrl", message: ACCOUNT_MESSAGES.resetRedirect },
      ],
    };
  }
  const limited = await consumeRateLimit(deps.db, rateLimitRules(deps.env).passwordReset, email);
  if (limited) return { message: null, errors: [limited] };
  const payload = { email, redirectUrl } satisfies z.infer<typeof resetJobPayload>;
  await deps.database.transaction((tx) => enqueueJob(tx, RESET_JOB, payload));
  return { message: ACCOUNT_MESSAGES.resetSent, errors: [] };
}

/** Only links back to one of our own sites: a reset token must never be sent elsewhere. */
function isAllowedRedirect(redirectUrl: string, allowedOrigins: string[]): boolean {
  try {
    const url = new URL(redirectUrl);
    return (
      (url.protocol === "https:" || url.protocol === "http:") && allowedOrigins.includes(url.origin)
    );
  } catch {
    return false;
  }
}

/** The job: for a known account, a single-use token, stored hashed, e-mailed as a link. */
async function sendResetLink(payload: unknown, { db, mailer, store }: JobContext): Promise<void> {
  const { email, redirectUrl } = resetJobPayload.parse(payload);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await insertPasswordReset(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_MS),
  });
  const link = new URL(redirectUrl);
  link.searchParams.set("token", token);
  const brand = store.site.brand;
  // Sent from here rather than through an 'email' job: the token must not sit in the jobs table.
  await mailer.deliver({
    to: user.email,
    subject: `Reset your ${brand} password`,
    content: {
      site: link.origin,
      heading: "Reset your password",
      blocks: [
        paragraph(`Hello ${user.name},`),
        paragraph(
          `Someone (we hope you) asked to reset the password of your ${brand} account. To choose a new password, open this link within the next hour:`,
        ),
        action("Choose a new password", link.toString()),
        small(
          "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
        ),
      ],
    },
  });
}

export function registerAccountJobs(registry: JobRegistry): void {
  registry.register(RESET_JOB, sendResetLink);
}

/**
 * UpdatePasswordWithToken: sets the new password, uses up the token (and any other the
 * account had), and ends the account's other sessions — all of it or none. The token is
 * looked up before the password is hashed, and calls are limited per address: hashing costs
 * 19 MiB and tens of milliseconds, which a stream of made-up tokens must not get for free.
 */
export async function updatePasswordWithToken(
  deps: AccountDeps,
  input: unknown,
  request: Request,
): Promise<{ email: string | null; errors: UserError[] }> {
  const limited = await consumeRateLimit(
    deps.db,
    rateLimitRules(deps.env).passwordUpdate,
    deps.clientIp,
  );
  if (limited) return { email: null, errors: [limited] };
  const parsed = updatePasswordInput.safeParse(input);
  if (!parsed.success) return { email: null, errors: toUserErrors(parsed.error) };
  const tokenHash = hashToken(parsed.data.token);
  if (!(await findLivePasswordReset(deps.db, tokenHash))) return resetTokenInvalid;
  const passwordHash = await hashPassword(parsed.data.password);
  const keepClientId = await currentClientId(deps, request);
  // Consuming is conditional: of two calls with one token, only one gets past here.
  const userId = await deps.database.transaction(async (tx) => {
    const owner = await consumePasswordReset(tx, tokenHash);
    if (!owner) return undefined;
    await updateUser(tx, owner, { passwordHash });
    await revokeOtherClients(
      tx,
      owner,
      keepClientId?.userId === owner ? keepClientId.clientId : null,
    );
    return owner;
  });
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) return resetTokenInvalid;
  return { email: user.email, errors: [] };
}

const resetTokenInvalid: { email: null; errors: UserError[] } = {
  email: null,
  errors: [{ code: "INVALID_INPUT", field: "token", message: ACCOUNT_MESSAGES.resetTokenInvalid }],
};

/** The session making the request, if any: the one session a reset leaves alone. */
async function currentClientId(deps: AccountDeps, request: Request) {
  const headers = readTokenHeaders(request);
  if (!headers) return null;
  const check = await checkAccessToken(headers.token, deps.env.JWT_SECRET);
  return check.status === "valid" ? check : null;
}

import { AUTHENTICATION_ERROR } from "@meridian/graphql/errors";
import { createGraphQLError } from "graphql-yoga";
import { type AccessTokenCheck, checkAccessToken } from "./access-tokens";

/** The signed-in customer behind a request's token headers (spec 7.1). */
export interface AuthenticatedUser {
  userId: string;
  /** The device's client id (the `client` header): one session. */
  clientId: string;
  email: string;
  name: string;
}

/**
 * The session a token names, if it is still open: the accounts module's look-up, passed in so
 * that this platform code knows no module.
 */
export type FindSession = (userId: string, clientId: string) => Promise<AuthenticatedUser | null>;

/** The spec's authentication messages (section 8): the sites refresh the token on either. */
export const AUTH_MESSAGES = {
  expired: "Signature has expired",
  invalid: "Error decoding signature",
  sessionEnded: "Your session has ended. Please log in again.",
} as const;

/**
 * Built with graphql-yoga's createGraphQLError: a `new GraphQLError` from the other copy of
 * graphql (ESM vs CJS) would not be recognised and yoga would mask it as 'Unexpected error.'.
 */
export function authenticationError(message: string) {
  return createGraphQLError(message, { extensions: { code: AUTHENTICATION_ERROR } });
}

/** Browsers that lost their credentials sometimes send the storage's empty values. */
const ABSENT = new Set(["", "null", "undefined"]);

/** The token headers of spec 7.1, when the request carries an access token at all. */
export function readTokenHeaders(
  request: Request,
): { token: string; client: string | null } | null {
  const token = request.headers.get("access-token")?.trim() ?? "";
  if (ABSENT.has(token)) return null;
  const client = request.headers.get("client")?.trim() ?? "";
  return { token, client: ABSENT.has(client) ? null : client };
}

/** Checks the token; a `client` header naming another session makes the token invalid. */
export async function checkRequestToken(
  request: Request,
  secret: string,
): Promise<AccessTokenCheck | null> {
  const headers = readTokenHeaders(request);
  if (!headers) return null;
  const check = await checkAccessToken(headers.token, secret);
  if (check.status !== "invalid" && headers.client && headers.client !== check.clientId) {
    return { status: "invalid" };
  }
  return check;
}

/**
 * The customer behind the request's token headers: null without a token; the spec's
 * authentication errors for an expired or bad one, or for a session that has ended.
 */
export async function authenticateRequest(
  request: Request,
  secret: string,
  findSession: FindSession,
): Promise<AuthenticatedUser | null> {
  const check = await checkRequestToken(request, secret);
  if (!check) return null;
  if (check.status === "expired") throw authenticationError(AUTH_MESSAGES.expired);
  if (check.status === "invalid") throw authenticationError(AUTH_MESSAGES.invalid);
  const session = await findSession(check.userId, check.clientId);
  if (!session) throw authenticationError(AUTH_MESSAGES.sessionEnded);
  return session;
}

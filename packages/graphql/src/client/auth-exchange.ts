import {
  type CombinedError,
  type Exchange,
  getOperationName,
  makeOperation,
  type Operation,
} from "@urql/core";
import { authExchange } from "@urql/exchange-auth";
import { AUTHENTICATION_ERROR } from "../errors";
import { RefreshTokenDocument } from "../generated/documents/RefreshToken";
import type { AuthStore, StoredCredentials } from "./auth-store";

/** The authentication errors of spec 8: each one asks for a token refresh. */
const AUTHENTICATION_MESSAGES = new Set(["Signature has expired", "Error decoding signature"]);

export function isAuthenticationError(error: CombinedError): boolean {
  return error.graphQLErrors.some(
    (graphQLError) =>
      AUTHENTICATION_MESSAGES.has(graphQLError.message) ||
      graphQLError.extensions?.code === AUTHENTICATION_ERROR,
  );
}

const AUTH_HEADER_NAMES = ["Access-Token", "client", "expiry", "Token-Type", "uid"];

/** The headers every authenticated request carries (spec 7.1): Access-Token, client, expiry, Token-Type and uid. */
export function authHeaders(credentials: StoredCredentials): Record<string, string> {
  return {
    "Access-Token": credentials.accessToken,
    client: credentials.client,
    expiry: credentials.expiry,
    "Token-Type": credentials.tokenType,
    uid: credentials.uid,
  };
}

function fetchInit(operation: Operation): RequestInit {
  const { fetchOptions } = operation.context;
  return (typeof fetchOptions === "function" ? fetchOptions() : fetchOptions) ?? {};
}

function sentAccessToken(operation: Operation): string | null {
  return (
    (fetchInit(operation).headers as Record<string, string> | undefined)?.["Access-Token"] ?? null
  );
}

/** Marks the operations whose token headers this exchange added (and so may take away). */
const ADDED_AUTH_HEADERS = "shopAuthHeaders";

function withHeaders(operation: Operation, headers: Record<string, string>, added: boolean) {
  const init = fetchInit(operation);
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: { ...init, headers },
    [ADDED_AUTH_HEADERS]: added,
  });
}

function withAuthHeaders(operation: Operation, credentials: StoredCredentials): Operation {
  const headers = fetchInit(operation).headers as Record<string, string> | undefined;
  return withHeaders(operation, { ...headers, ...authHeaders(credentials) }, true);
}

/**
 * Retries and cache re-executions keep the headers of their first attempt: once the session is
 * gone they must go out as a visitor's. Headers a caller set itself (the logout) are kept.
 */
function withoutAuthHeaders(operation: Operation): Operation {
  if (!operation.context[ADDED_AUTH_HEADERS]) return operation;
  const headers = { ...(fetchInit(operation).headers as Record<string, string> | undefined) };
  for (const name of AUTH_HEADER_NAMES) delete headers[name];
  return withHeaders(operation, headers, false);
}

/**
 * One refresh at a time across the browser's tabs where the Web Locks API exists: the refresh
 * token is single use, and a second tab replaying it would end the whole session (DESIGN 4.5).
 */
async function withRefreshLock(refresh: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (locks) await locks.request("meridian:refresh-token", refresh);
  else await refresh();
}

/**
 * Adds the token headers from the auth store and, on an authentication error, refreshes the
 * token once and retries. Failures that arrive while a refresh runs wait for it (the exchange
 * queues them), so concurrent failures share one refresh.
 */
export function shopAuthExchange(store: AuthStore): Exchange {
  return authExchange(async (utils) => {
    // The Access-Token the last failed operation carried, to tell a stale failure from a live one.
    let failedWith: string | null = null;

    const refresh = async (sentWith: string | null) => {
      const current = store.get();
      // Signed in or refreshed (here or in another tab) since the request left: just retry.
      if (current && current.credentials.accessToken !== sentWith) return;
      if (!current?.refreshToken) return store.clear();
      const result = await utils.mutate(RefreshTokenDocument, {
        refreshToken: current.refreshToken,
      });
      const payload = result.data?.refreshToken;
      if (!result.error && payload?.token && payload.refreshToken && !payload.errors.length) {
        store.applyRefresh({
          token: payload.token,
          refreshToken: payload.refreshToken,
          expiry: payload.credentials?.expiry,
        });
      } else {
        // The spec's failure path: no stored session, auth state null. Queued operations are
        // then retried without token headers, as a visitor's.
        store.clear();
      }
    };

    return {
      addAuthToOperation(operation) {
        // The refresh carries the refresh token, not the expired access token.
        if (getOperationName(operation.query) === "RefreshToken") return operation;
        const auth = store.get();
        return auth ? withAuthHeaders(operation, auth.credentials) : withoutAuthHeaders(operation);
      },
      didAuthError(error, operation) {
        if (!isAuthenticationError(error)) return false;
        failedWith = sentAccessToken(operation);
        return true;
      },
      async refreshAuth() {
        const sentWith = failedWith;
        await withRefreshLock(() => refresh(sentWith));
      },
    };
  });
}

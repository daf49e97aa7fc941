import { vi } from "vitest";
import { memoryStorage } from "../storage";

/** One request as the fake shop API saw it. */
export interface SeenRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
  body: { query: string; operationName: string; variables: Record<string, unknown> };
  operationName: string;
  accessToken: string | null;
}

export type Handler = (request: SeenRequest) => unknown | Promise<unknown>;

/**
 * A stub `fetch` answering GraphQL requests with `handler` (its result as JSON, or a Response
 * as it is), recording every request.
 */
export function fakeShopServer(handler: Handler) {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body));
    const headers = new Headers(init.headers);
    const request: SeenRequest = {
      url: String(input),
      init,
      headers,
      body,
      operationName: body.operationName,
      accessToken: headers.get("access-token"),
    };
    requests.push(request);
    const answer = await handler(request);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    named: (operationName: string) => requests.filter((r) => r.operationName === operationName),
  };
}

export const expiredError = {
  data: null,
  errors: [{ message: "Signature has expired", extensions: { code: "AUTHENTICATION_ERROR" } }],
};

export const credentials = (accessToken: string) => ({
  accessToken,
  client: "client-1",
  expiry: "1700000000",
  tokenType: "Bearer",
  uid: "ada@example.com",
});

/** Browser storage as a signed-in customer's browser holds it (spec 9). */
export function signedInStorage(accessToken = "old-token", refreshToken = "refresh-1") {
  return memoryStorage({
    credentials: JSON.stringify(credentials(accessToken)),
    token: accessToken,
    refreshToken,
  });
}

export function refreshed(token: string, refreshToken: string, expiry = "1800000000") {
  return {
    data: {
      refreshToken: {
        token,
        refreshToken,
        credentials: { accessToken: token, expiry },
        errors: [],
      },
    },
  };
}

export const refreshRefused = {
  data: {
    refreshToken: {
      token: null,
      refreshToken: null,
      credentials: null,
      errors: [{ code: "INVALID_CREDENTIALS", message: "Session has ended. Please log in again." }],
    },
  },
};

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// Guards the shop client's authentication (spec 4.2, 7.1, 8, 9): token headers from browser
// storage, one refresh on an authentication error, and the signed-out state when it fails.
import { describe, expect, it, vi } from "vitest";
import { UserDetailsDocument, UserIdDocument } from "../generated/documents";
import {
  credentials,
  deferred,
  expiredError,
  fakeShopServer,
  type Handler,
  refreshed,
  refreshRefused,
  signedInStorage,
} from "./__fixtures__/fake-shop-server";
import { createShopSession } from "./shop-client";
import type { AuthStorage } from "./storage";

const viewer = { name: "Ada", email: "ada@example.com", uid: "ada@example.com" };

/** A shop API where `new-token` is valid, `old-token` has expired and refresh-1 rotates once. */
const rotatingServer: Handler = ({ operationName, accessToken, body }) => {
  if (operationName === "RefreshToken") {
    return body.variables.refreshToken === "refresh-1"
      ? refreshed("new-token", "refresh-2")
      : refreshRefused;
  }
  if (accessToken === "old-token") return expiredError;
  return { data: { viewer: accessToken === "new-token" ? viewer : null } };
};

function session(handler: Handler, storage: AuthStorage = signedInStorage()) {
  const server = fakeShopServer(handler);
  const shop = createShopSession({ url: "http://shop.test/graphql", storage, fetch: server.fetch });
  return { ...shop, server, storage };
}

const storedCredentials = (storage: AuthStorage) =>
  JSON.parse(storage.getItem("credentials") ?? "null");

describe("requests", () => {
  it("POST the JSON body with credentials included and the token headers from storage", async () => {
    const { client, server } = session(() => ({ data: { viewer } }), signedInStorage("token-1"));
    await client.query(UserDetailsDocument, {}).toPromise();

    const [request] = server.requests;
    expect(request?.url).toBe("http://shop.test/graphql");
    expect(request?.init.method).toBe("POST");
    expect(request?.init.credentials).toBe("include");
    expect(request?.body).toMatchObject({ operationName: "UserDetails", variables: {} });
    expect(request?.body.query).toContain("query UserDetails");
    const expected = credentials("token-1");
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      "access-token": expected.accessToken,
      client: expected.client,
      expiry: expected.expiry,
      "token-type": expected.tokenType,
      uid: expected.uid,
    });
  });

  it("send no token headers for a visitor", async () => {
    const { client, server, storage } = session(rotatingServer, signedInStorage());
    storage.removeItem("credentials");
    await client.query(UserDetailsDocument, {}).toPromise();
    expect(server.requests[0]?.headers.has("access-token")).toBe(false);
  });
});

describe("an authentication error", () => {
  it("refreshes once, stores the new tokens and retries with the new token", async () => {
    const { client, server, storage, auth } = session(rotatingServer);
    const result = await client.query(UserDetailsDocument, {}).toPromise();

    expect(result.error).toBeUndefined();
    expect(result.data?.viewer?.name).toBe("Ada");
    const [refresh] = server.named("RefreshToken");
    expect(server.named("RefreshToken")).toHaveLength(1);
    expect(refresh?.body.variables).toEqual({ refreshToken: "refresh-1" });
    expect(refresh?.accessToken).toBeNull();
    expect(server.named("UserDetails").map((r) => r.accessToken)).toEqual([
      "old-token",
      "new-token",
    ]);
    expect(storage.getItem("token")).toBe("new-token");
    expect(storage.getItem("refreshToken")).toBe("refresh-2");
    expect(storedCredentials(storage)).toEqual({
      ...credentials("new-token"),
      expiry: "1800000000",
    });
    expect(auth.get()?.credentials.accessToken).toBe("new-token");
  });

  it.each([
    ["the message 'Error decoding signature'", { message: "Error decoding signature" }],
    [
      "the code AUTHENTICATION_ERROR",
      {
        message: "Session has ended. Please log in again.",
        extensions: { code: "AUTHENTICATION_ERROR" },
      },
    ],
  ])("is recognised by %s", async (_, error) => {
    const { client, server } = session((request) =>
      request.accessToken === "old-token" && request.operationName !== "RefreshToken"
        ? { data: null, errors: [error] }
        : rotatingServer(request),
    );
    const result = await client.query(UserDetailsDocument, {}).toPromise();
    expect(server.named("RefreshToken")).toHaveLength(1);
    expect(result.data?.viewer?.name).toBe("Ada");
  });

  it("is not confused with other errors, which come back unchanged", async () => {
    const { client, server } = session(() => ({
      data: null,
      errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
    }));
    const result = await client.query(UserDetailsDocument, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe("Unexpected error.");
    expect(server.named("RefreshToken")).toHaveLength(0);
  });

  it("shares one refresh between concurrent failures", async () => {
    const release = deferred();
    const { client, server, storage } = session(async (request) => {
      if (request.operationName === "RefreshToken") await release.promise;
      return rotatingServer(request);
    });
    const results = Promise.all([
      client.query(UserDetailsDocument, {}).toPromise(),
      client.query(UserIdDocument, {}).toPromise(),
    ]);
    await vi.waitFor(() => expect(server.named("RefreshToken")).toHaveLength(1));
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.accessToken === "old-token")).toHaveLength(2),
    );
    release.resolve();

    const [details, id] = await results;
    expect(details.data?.viewer?.name).toBe("Ada");
    expect(id.data?.viewer?.uid).toBe("ada@example.com");
    expect(server.named("RefreshToken")).toHaveLength(1);
    expect(storage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("that arrives after the refresh is retried with the new token without a second refresh", async () => {
    const slow = deferred();
    const { client, server, storage } = session(async (request) => {
      if (request.operationName === "UserId" && request.accessToken === "old-token") {
        await slow.promise;
      }
      return rotatingServer(request);
    });
    const late = client.query(UserIdDocument, {}).toPromise();
    await client.query(UserDetailsDocument, {}).toPromise();
    expect(storage.getItem("token")).toBe("new-token");
    slow.resolve();

    expect((await late).data?.viewer?.uid).toBe("ada@example.com");
    expect(server.named("RefreshToken")).toHaveLength(1);
    expect(server.named("UserId").map((r) => r.accessToken)).toEqual(["old-token", "new-token"]);
  });
});

describe("a failed refresh", () => {
  it("removes credentials, token and refreshToken and leaves the auth state null", async () => {
    const storage = signedInStorage("old-token", "refresh-used");
    const { client, server, auth } = session(rotatingServer, storage);
    const onChange = vi.fn();
    auth.subscribe(onChange);
    const result = await client.query(UserDetailsDocument, {}).toPromise();

    expect(server.named("RefreshToken")).toHaveLength(1);
    expect(storage.getItem("credentials")).toBeNull();
    expect(storage.getItem("token")).toBeNull();
    expect(storage.getItem("refreshToken")).toBeNull();
    expect(auth.get()).toBeNull();
    expect(onChange).toHaveBeenCalled();
    // The queued request is retried as a visitor's: no headers, no viewer.
    expect(server.named("UserDetails").at(-1)?.accessToken).toBeNull();
    expect(result.data?.viewer).toBeNull();
  });

  it("includes a refresh the network could not deliver", async () => {
    const { client, storage } = session((request) =>
      request.operationName === "RefreshToken"
        ? { data: null, errors: [{ message: "Unexpected error." }] }
        : rotatingServer(request),
    );
    await client.query(UserDetailsDocument, {}).toPromise();
    expect(storage.getItem("credentials")).toBeNull();
  });

  it("is not even tried without a stored refresh token", async () => {
    const storage = signedInStorage();
    storage.removeItem("refreshToken");
    const { client, server, auth } = session(rotatingServer, storage);
    await client.query(UserDetailsDocument, {}).toPromise();
    expect(server.named("RefreshToken")).toHaveLength(0);
    expect(auth.get()).toBeNull();
  });
});

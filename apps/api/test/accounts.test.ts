// Guards accounts and sessions (spec 2.9, 4.2, 7.2, 8; DESIGN 4.5, 7.1): registration, login,
// the viewer behind the token headers, logout, the spec's authentication errors, refresh-token
// rotation with reuse detection, and the cap of ten sessions per customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../src/platform/auth/signed-tokens";
import {
  type AuthPayload,
  authHeaders,
  type Credentials,
  LOGIN,
  LOGOUT,
  login,
  PASSWORD,
  REFRESH,
  REGISTER,
  registerCustomer,
  uniqueEmail,
  VIEWER,
} from "./helpers/accounts";
import { createTestApp, type TestApp } from "./helpers/test-app";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

type ViewerResult = { viewer: { name: string; email: string; uid: string } | null };

const viewerWith = (credentials: Credentials) =>
  api.graphql<ViewerResult>(VIEWER, {}, authHeaders(credentials));

/** An access token signed with the API's own key, expiring when told. */
async function accessToken(credentials: Credentials, userId: string, expiresAt: number) {
  return signToken({
    secret: api.env.JWT_SECRET,
    audience: "meridian:access",
    subject: userId,
    expiresAt,
    claims: { client: credentials.client },
  });
}

const subjectOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub as string;

describe("UserRegister and the viewer", () => {
  it("registers, answers viewer for the token headers, and logs out", async () => {
    const email = uniqueEmail();
    const before = Math.floor(Date.now() / 1000);
    const { credentials, refreshToken } = await registerCustomer(api, {
      email,
      name: "Ada Lovelace",
    });
    expect(credentials).toMatchObject({ tokenType: "Bearer", uid: email });
    expect(Number(credentials.expiry)).toBeGreaterThanOrEqual(before + 3600);
    expect(Number(credentials.expiry)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
    expect(refreshToken.length).toBeGreaterThanOrEqual(40);

    const viewer = await viewerWith(credentials);
    expect(viewer).toEqual({ data: { viewer: { name: "Ada Lovelace", email, uid: email } } });

    const visitor = await api.graphql<ViewerResult>(VIEWER);
    expect(visitor).toEqual({ data: { viewer: null } });

    const logout = await api.graphql(LOGOUT, {}, authHeaders(credentials));
    expect(logout.data).toEqual({ userLogout: { success: true } });
    const after = await viewerWith(credentials);
    expect(after.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    // The session's refresh token ended with it.
    const refreshed = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, { refreshToken });
    expect(refreshed.data?.refreshToken.errors[0]?.code).toBe("INVALID_CREDENTIALS");
  });

  it("returns token equal to credentials.accessToken", async () => {
    const email = uniqueEmail();
    const result = await api.graphql<{ userRegister: AuthPayload }>(REGISTER, {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: "Grace Hopper",
    });
    const payload = result.data!.userRegister;
    expect(payload.errors).toEqual([]);
    expect(payload.token).toBe(payload.credentials?.accessToken);
  });

  it("says plainly that an e-mail is taken, and changes nothing", async () => {
    const { email } = await registerCustomer(api);
    const again = await api.graphql<{ userRegister: AuthPayload }>(REGISTER, {
      email: email.toUpperCase(),
      password: "another fine password",
      passwordConfirmation: "another fine password",
      name: "Someone Else",
    });
    expect(again.data?.userRegister).toEqual({
      credentials: null,
      token: null,
      refreshToken: null,
      errors: [
        {
          code: "ALREADY_EXISTS",
          field: "email",
          message: "An account with this email already exists. Log in or reset your password.",
        },
      ],
    });
    expect((await login(api, email, PASSWORD)).errors).toEqual([]);
  });

  it.each([
    [
      "a short password",
      { password: "short1" },
      "password",
      "Use at least 8 characters for your password",
    ],
    [
      "a long password",
      { password: "x".repeat(129) },
      "password",
      "Use at most 128 characters for your password",
    ],
    [
      "a common password",
      { password: "Password123" },
      "password",
      "This password is too common. Choose one that is harder to guess",
    ],
    ["a bad e-mail", { email: "not-an-address" }, "email", "Please enter a valid email address"],
    ["an empty name", { name: "  " }, "name", "Enter your name"],
    [
      "a different confirmation",
      { passwordConfirmation: "quiet harbour lantern 43" },
      "passwordConfirmation",
      "The password confirmation does not match the password",
    ],
  ])("refuses %s, naming the field, and stores nothing", async (_case, change, field, message) => {
    const email = uniqueEmail();
    const variables = {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: "Ada Lovelace",
      ...change,
    };
    if ("password" in change) variables.passwordConfirmation = change.password as string;
    const result = await api.graphql<{ userRegister: AuthPayload }>(REGISTER, variables);
    expect(result.data?.userRegister.credentials).toBeNull();
    expect(result.data?.userRegister.errors).toEqual([{ code: "INVALID_INPUT", field, message }]);
    if (field !== "email") {
      // Nothing was written: the same e-mail still registers.
      await expect(registerCustomer(api, { email })).resolves.toMatchObject({ email });
    }
  });
});

describe("UserLogin", () => {
  it("logs in whatever the e-mail's case and spaces, as a new session", async () => {
    const { email, credentials: first } = await registerCustomer(api);
    const payload = await login(api, `  ${email.toUpperCase()} `, PASSWORD);
    expect(payload.errors).toEqual([]);
    expect(payload.credentials?.uid).toBe(email);
    expect(payload.credentials?.client).not.toBe(first.client);
    const viewer = await viewerWith(payload.credentials!);
    expect(viewer.data?.viewer?.email).toBe(email);
  });

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const { email } = await registerCustomer(api);
    const wrongPassword = await api.graphql(LOGIN, { email, password: "not the password" });
    const unknownEmail = await api.graphql(LOGIN, { email: uniqueEmail(), password: PASSWORD });
    const expected = {
      data: {
        userLogin: {
          credentials: null,
          token: null,
          refreshToken: null,
          errors: [
            { code: "INVALID_CREDENTIALS", field: null, message: "Invalid email or password" },
          ],
        },
      },
    };
    expect(wrongPassword).toEqual(expected);
    expect(unknownEmail).toEqual(expected);
  });

  it("ends the least recently used session beyond ten", async () => {
    const { email, credentials: oldest } = await registerCustomer(api);
    const sessions: Credentials[] = [];
    for (let index = 0; index < 10; index++) {
      sessions.push((await login(api, email, PASSWORD)).credentials!);
    }
    const dropped = await viewerWith(oldest);
    expect(dropped.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    for (const session of [sessions[0]!, sessions[9]!]) {
      expect((await viewerWith(session)).data?.viewer?.email).toBe(email);
    }
  });
});

describe("authentication errors (spec 8)", () => {
  it("says 'Signature has expired' for an expired token", async () => {
    const { credentials } = await registerCustomer(api);
    const token = await accessToken(
      credentials,
      subjectOf(credentials.accessToken),
      Math.floor(Date.now() / 1000) - 10,
    );
    const result = await viewerWith({ ...credentials, accessToken: token });
    expect(result.data?.viewer).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: "Signature has expired",
        extensions: expect.objectContaining({ code: "AUTHENTICATION_ERROR" }),
      }),
    ]);
  });

  it("says 'Error decoding signature' for a tampered, foreign or malformed token", async () => {
    const { credentials } = await registerCustomer(api);
    const [header, payload, signature] = credentials.accessToken.split(".");
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString(
      "base64url",
    );
    const foreign = await signToken({
      secret: "another-secret-of-at-least-32-characters",
      audience: "meridian:access",
      subject: claims.sub,
      expiresAt: claims.exp,
      claims: { client: credentials.client },
    });
    for (const token of [
      `${header}.${payload}.${flipped}`,
      `${header}.${forgedPayload}.${signature}`,
      foreign,
      "not-a-token",
    ]) {
      const result = await viewerWith({ ...credentials, accessToken: token });
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: "Error decoding signature",
          extensions: expect.objectContaining({ code: "AUTHENTICATION_ERROR" }),
        }),
      ]);
    }
  });

  it("says 'Error decoding signature' for a genuine token that names no user", async () => {
    const { credentials } = await registerCustomer(api);
    for (const [subject, client] of [
      ["not-a-uuid", credentials.client],
      [subjectOf(credentials.accessToken), "not-a-uuid"],
    ]) {
      const token = await signToken({
        secret: api.env.JWT_SECRET,
        audience: "meridian:access",
        subject: subject!,
        expiresAt: Math.floor(Date.now() / 1000) + 60,
        claims: { client: client! },
      });
      const result = await viewerWith({ ...credentials, accessToken: token });
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: "Error decoding signature",
          extensions: expect.objectContaining({ code: "AUTHENTICATION_ERROR" }),
        }),
      ]);
    }
  });

  it("refuses a token whose client header names another session", async () => {
    const first = await registerCustomer(api);
    const second = await login(api, first.email, PASSWORD);
    const result = await viewerWith({ ...first.credentials, client: second.credentials!.client });
    expect(result.errors?.[0]?.message).toBe("Error decoding signature");
  });

  it("lets an expired token still log its session out", async () => {
    const { credentials, refreshToken } = await registerCustomer(api);
    const expired = await accessToken(
      credentials,
      subjectOf(credentials.accessToken),
      Math.floor(Date.now() / 1000) - 60,
    );
    const logout = await api.graphql(
      LOGOUT,
      {},
      authHeaders({ ...credentials, accessToken: expired }),
    );
    expect(logout.data).toEqual({ userLogout: { success: true } });
    const refreshed = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, { refreshToken });
    expect(refreshed.data?.refreshToken.errors[0]?.code).toBe("INVALID_CREDENTIALS");
  });

  it("answers a visitor's logout without error", async () => {
    expect((await api.graphql(LOGOUT)).data).toEqual({ userLogout: { success: false } });
  });
});

describe("refreshToken", () => {
  it("rotates: a new token pair for the same session, the old refresh token used up", async () => {
    const { email, credentials, refreshToken } = await registerCustomer(api);
    const rotated = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, { refreshToken });
    const payload = rotated.data!.refreshToken;
    expect(payload.errors).toEqual([]);
    expect(payload.refreshToken).not.toBe(refreshToken);
    expect(payload.token).toBe(payload.credentials?.accessToken);
    expect(payload.credentials).toMatchObject({
      client: credentials.client,
      uid: email,
      tokenType: "Bearer",
    });
    const viewer = await viewerWith(payload.credentials!);
    expect(viewer.data?.viewer?.email).toBe(email);
  });

  it("treats a replayed refresh token as theft: the whole session ends", async () => {
    const { credentials, refreshToken } = await registerCustomer(api);
    const rotated = (await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, { refreshToken }))
      .data!.refreshToken;
    expect(rotated.errors).toEqual([]);

    const replay = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, { refreshToken });
    expect(replay.data?.refreshToken).toEqual({
      credentials: null,
      token: null,
      refreshToken: null,
      errors: [
        {
          code: "INVALID_CREDENTIALS",
          field: "refreshToken",
          message: "Your session has ended. Please log in again.",
        },
      ],
    });
    // The family is revoked: the rotated access token and refresh token stop working too.
    for (const session of [rotated.credentials!, credentials]) {
      const viewer = await viewerWith(session);
      expect(viewer.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    }
    const next = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
      refreshToken: rotated.refreshToken,
    });
    expect(next.data?.refreshToken.errors[0]?.code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses an unknown refresh token", async () => {
    const result = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
      refreshToken: "made-up-refresh-token",
    });
    expect(result.data?.refreshToken.errors[0]).toMatchObject({ code: "INVALID_CREDENTIALS" });
  });
});

describe("cross-site requests", () => {
  it("refuses a form-encoded POST: only JSON bodies reach the API", async () => {
    const response = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: `mutation { userLogout { success } }` }).toString(),
    });
    expect(response.status).toBe(415);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("BAD_REQUEST");
  });
});

// Guards password reset (spec 2.9, DESIGN 4.5): one answer whatever the e-mail, links only to
// our own sites, a single-use token that works for an hour, and a reset that ends every other
// session of the account.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../src/platform/auth/passwords";
import {
  type AuthPayload,
  authHeaders,
  login,
  PASSWORD,
  REFRESH,
  registerCustomer,
  uniqueEmail,
  VIEWER,
} from "./helpers/accounts";
import { firstLink } from "./helpers/outbox";
import { createTestApp, type TestApp } from "./helpers/test-app";

// The real hashing, watched: a made-up or used token must not cost a password hash.
vi.mock("../src/platform/auth/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/platform/auth/passwords")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const SEND_RESET = /* GraphQL */ `
  mutation SendPasswordReset($email: String!, $redirectUrl: String!) {
    userSendPasswordResetWithToken(email: $email, redirectUrl: $redirectUrl) {
      message
      errors { code field message }
    }
  }
`;

const UPDATE_PASSWORD = /* GraphQL */ `
  mutation UpdatePasswordWithToken($token: String!, $password: String!) {
    userUpdatePasswordWithToken(token: $token, password: $password) {
      email
      errors { code field message }
    }
  }
`;

type SendResult = { userSendPasswordResetWithToken: { message: string | null; errors: unknown[] } };
type UpdateResult = {
  userUpdatePasswordWithToken: {
    email: string | null;
    errors: { code: string; field: string | null; message: string }[];
  };
};

const RESET_PAGE = "http://localhost:3000/reset-password";
const SENT = "If an account exists for that email, we have sent a link to reset the password.";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

/** Asks for a reset and follows the e-mail to its token. */
async function resetToken(email: string): Promise<string> {
  const sent = await api.graphql<SendResult>(SEND_RESET, { email, redirectUrl: RESET_PAGE });
  expect(sent.data?.userSendPasswordResetWithToken).toEqual({ message: SENT, errors: [] });
  const mail = await api.waitForMail(email, /Reset your .* password/);
  const link = firstLink(mail);
  expect(`${link.origin}${link.pathname}`).toBe(RESET_PAGE);
  return link.searchParams.get("token")!;
}

describe("SendPasswordReset and UpdatePasswordWithToken", () => {
  it("resets the password through the e-mailed link and ends the other sessions", async () => {
    const { email, credentials, refreshToken } = await registerCustomer(api);
    const otherDevice = await login(api, email, PASSWORD);
    const token = await resetToken(email);

    const updated = await api.graphql<UpdateResult>(UPDATE_PASSWORD, {
      token,
      password: "a brand new passphrase",
    });
    expect(updated.data?.userUpdatePasswordWithToken).toEqual({ email, errors: [] });

    for (const session of [credentials, otherDevice.credentials!]) {
      const viewer = await api.graphql(VIEWER, {}, authHeaders(session));
      expect(viewer.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    }
    const refreshed = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, { refreshToken });
    expect(refreshed.data?.refreshToken.errors[0]?.code).toBe("INVALID_CREDENTIALS");

    expect((await login(api, email, PASSWORD)).errors[0]?.code).toBe("INVALID_CREDENTIALS");
    expect((await login(api, email, "a brand new passphrase")).errors).toEqual([]);
  });

  it("uses a token once", async () => {
    const { email } = await registerCustomer(api);
    const token = await resetToken(email);
    const first = await api.graphql<UpdateResult>(UPDATE_PASSWORD, {
      token,
      password: "first new passphrase",
    });
    expect(first.data?.userUpdatePasswordWithToken.errors).toEqual([]);
    const second = await api.graphql<UpdateResult>(UPDATE_PASSWORD, {
      token,
      password: "second new passphrase",
    });
    expect(second.data?.userUpdatePasswordWithToken).toEqual({
      email: null,
      errors: [
        {
          code: "INVALID_INPUT",
          field: "token",
          message: "This reset link is invalid or has expired. Please request a new one.",
        },
      ],
    });
    expect((await login(api, email, "first new passphrase")).errors).toEqual([]);
  });

  it("keeps the token when the new password is refused", async () => {
    const { email } = await registerCustomer(api);
    const token = await resetToken(email);
    const refused = await api.graphql<UpdateResult>(UPDATE_PASSWORD, {
      token,
      password: "iloveyou",
    });
    expect(refused.data?.userUpdatePasswordWithToken.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "password",
        message: "This password is too common. Choose one that is harder to guess",
      },
    ]);
    const accepted = await api.graphql<UpdateResult>(UPDATE_PASSWORD, {
      token,
      password: "an uncommon passphrase",
    });
    expect(accepted.data?.userUpdatePasswordWithToken.email).toBe(email);
  });

  it("answers an unknown e-mail with the same message and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const sent = await api.graphql<SendResult>(SEND_RESET, { email, redirectUrl: RESET_PAGE });
    expect(sent.data?.userSendPasswordResetWithToken).toEqual({ message: SENT, errors: [] });
    await api.runDueJobs();
    expect((await api.outbox()).filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it.each([
    "https://evil.example/reset-password",
    "http://localhost:3000.evil.example/reset-password",
    "javascript:alert(1)",
    "not a url",
  ])("refuses a redirectUrl off our sites: %s", async (redirectUrl) => {
    const { email } = await registerCustomer(api);
    const sent = await api.graphql<SendResult>(SEND_RESET, { email, redirectUrl });
    expect(sent.data?.userSendPasswordResetWithToken).toEqual({
      message: null,
      errors: [
        {
          code: "INVALID_INPUT",
          field: "redirectUrl",
          message: "The reset link must lead to one of our sites",
        },
      ],
    });
  });

  it("refuses a made-up token", async () => {
    const result = await api.graphql<UpdateResult>(UPDATE_PASSWORD, {
      token: "made-up-token",
      password: "a brand new passphrase",
    });
    expect(result.data?.userUpdatePasswordWithToken.errors[0]?.field).toBe("token");
  });

  it("spends no password hash on a made-up or used token", async () => {
    const { email } = await registerCustomer(api);
    const used = await resetToken(email);
    await api.graphql<UpdateResult>(UPDATE_PASSWORD, { token: used, password: "first passphrase" });
    vi.mocked(hashPassword).mockClear();
    for (const token of ["made-up-token", used]) {
      const result = await api.graphql<UpdateResult>(UPDATE_PASSWORD, {
        token,
        password: "a brand new passphrase",
      });
      expect(result.data?.userUpdatePasswordWithToken.errors[0]?.field).toBe("token");
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });
});

// Guards ADR 0011: a download link works only while the session that asked for it is live. It
// survives that session's token refresh and other sessions ending; once the session ends — its
// logout, a password change from another session, a password reset, or an 11th login — the link
// answers 404, the same as a forged, expired or another customer's link.
import type { BuiltFont } from "@meridian/content/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DOWNLOAD_SECRET } from "../src/env";
import { MAX_CLIENTS_PER_USER } from "../src/modules/accounts/accounts-repository";
import { signDownloadToken } from "../src/modules/downloads/download-token";
import {
  type AuthPayload,
  authHeaders,
  type Credentials,
  LOGOUT,
  login,
  PASSWORD,
  REFRESH,
  registerCustomer,
} from "./helpers/accounts";
import { addFont, buyCart } from "./helpers/checkout-client";
import { firstLink } from "./helpers/outbox";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const UPDATE_DETAILS = /* GraphQL */ `
  mutation UpdateUserDetails($email: String!, $name: String!, $password: String, $newPassword: String) {
    updateUserDetails(email: $email, name: $name, password: $password, newPassword: $newPassword) {
      errors { code field message }
    }
  }
`;

const SEND_RESET = /* GraphQL */ `
  mutation SendPasswordReset($email: String!, $redirectUrl: String!) {
    userSendPasswordResetWithToken(email: $email, redirectUrl: $redirectUrl) { message }
  }
`;

const UPDATE_PASSWORD = /* GraphQL */ `
  mutation UpdatePasswordWithToken($token: String!, $password: String!) {
    userUpdatePasswordWithToken(token: $token, password: $password) {
      errors { code field message }
    }
  }
`;

let api: TestApp;
let inter: BuiltFont;
beforeAll(async () => {
  api = await createTestApp();
  inter = (await testStore()).fonts.find((font) => font.slug === "inter")!;
});
afterAll(() => api.close());

/** A session of a customer, as a site holds it: a browser's client with its token headers. */
type Session = { client: ShopClient; credentials: Credentials; refreshToken: string };

function sessionOf(credentials: Credentials, refreshToken: string): Session {
  const client = new ShopClient(api);
  client.authHeaders = authHeaders(credentials);
  return { client, credentials, refreshToken };
}

/** A new customer who bought Inter's family for the web, signed in by registering. */
async function customerWithFont() {
  const { email, credentials, refreshToken } = await registerCustomer(api);
  const first = sessionOf(credentials, refreshToken);
  await addFont(first.client, { productId: inter.id, licenceType: 1 });
  await buyCart(first.client);
  return { email, first };
}

/** Logs in on another device: a session of its own. */
async function logIn(email: string): Promise<Session> {
  const { credentials, refreshToken } = await login(api, email, PASSWORD);
  if (!credentials || !refreshToken) throw new Error(`login of ${email} failed`);
  return sessionOf(credentials, refreshToken);
}

/** The link to Inter's family ZIP that the account page of this session is given. */
async function linkOf(session: Session): Promise<string> {
  const { downloads } = await session.client.data<{ downloads: { url: string }[] }>(
    `{ downloads { url } }`,
  );
  expect(downloads).toHaveLength(1);
  return downloads[0]!.url;
}

/** Opens a link as the browser does: a plain GET, with no token headers. */
async function statusOf(url: string): Promise<number> {
  const { pathname, search } = new URL(url);
  const response = await api.request(`${pathname}${search}`);
  if (response.status === 404) expect(await response.json()).toEqual({ error: "Not found" });
  else await response.arrayBuffer();
  return response.status;
}

describe("a download link", () => {
  it("works while its session lives, across that session's token refresh", async () => {
    const { first } = await customerWithFont();
    const link = await linkOf(first);
    expect(await statusOf(link)).toBe(200);
    const refreshed = await api.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
      refreshToken: first.refreshToken,
    });
    expect(refreshed.data?.refreshToken.errors).toEqual([]);
    expect(await statusOf(link)).toBe(200);
  });

  it("ends when its session logs out, and only its own session's links do", async () => {
    const { email, first } = await customerWithFont();
    const second = await logIn(email);
    const [fromFirst, fromSecond] = [await linkOf(first), await linkOf(second)];
    const logout = await first.client.data<{ userLogout: { success: boolean } }>(LOGOUT);
    expect(logout.userLogout.success).toBe(true);
    expect(await statusOf(fromFirst)).toBe(404);
    expect(await statusOf(fromSecond)).toBe(200);
  });

  it("ends when a password change from another session ends its session", async () => {
    const { email, first } = await customerWithFont();
    const second = await logIn(email);
    const [fromFirst, fromSecond] = [await linkOf(first), await linkOf(second)];
    const changed = await first.client.data<{ updateUserDetails: { errors: unknown[] } }>(
      UPDATE_DETAILS,
      { email, name: "Ada Lovelace", password: PASSWORD, newPassword: "the analytical engine" },
    );
    expect(changed.updateUserDetails.errors).toEqual([]);
    expect(await statusOf(fromSecond)).toBe(404);
    // The session that changed the password goes on, and so do its links.
    expect(await statusOf(fromFirst)).toBe(200);
  });

  it("ends when a password reset ends every session", async () => {
    const { email, first } = await customerWithFont();
    const second = await logIn(email);
    const links = [await linkOf(first), await linkOf(second)];
    await api.graphql(SEND_RESET, {
      email,
      redirectUrl: "http://localhost:3000/reset-password",
    });
    const mail = await api.waitForMail(email, /Reset your .* password/);
    const reset = await api.graphql<{ userUpdatePasswordWithToken: { errors: unknown[] } }>(
      UPDATE_PASSWORD,
      { token: firstLink(mail).searchParams.get("token"), password: "a brand new passphrase" },
    );
    expect(reset.data?.userUpdatePasswordWithToken.errors).toEqual([]);
    for (const link of links) expect(await statusOf(link)).toBe(404);
  });

  it(`ends when its session is dropped for an ${MAX_CLIENTS_PER_USER + 1}th login`, async () => {
    const { email, first } = await customerWithFont();
    const link = await linkOf(first);
    // The registration was the first session; nine more logins fill the ten, oldest first.
    for (let session = 2; session <= MAX_CLIENTS_PER_USER; session++) await logIn(email);
    expect(await statusOf(link)).toBe(200);
    await logIn(email);
    expect(await statusOf(link)).toBe(404);
  });

  it("is refused after 15 minutes, and when it names another customer's session", async () => {
    const { first } = await customerWithFont();
    const other = await customerWithFont();
    const link = new URL(await linkOf(first));
    const [ours, theirs] = [link.href, await linkOf(other.first)].map(claimsOf);
    const grant = {
      userId: ours!.sub,
      clientId: ours!.client,
      invoiceId: Number(ours!.invoiceId),
      itemId: ours!.itemId,
    };
    const withToken = async (changes: Partial<typeof grant>, now?: number) => {
      link.searchParams.set(
        "token",
        await signDownloadToken(LOCAL_DOWNLOAD_SECRET, { ...grant, ...changes }, now),
      );
      return link.href;
    };
    expect(await statusOf(await withToken({}, Date.now() - 14 * 60 * 1000))).toBe(200);
    expect(await statusOf(await withToken({}, Date.now() - 16 * 60 * 1000))).toBe(404);
    // Signed with our key for this customer's line, but from the other customer's live session.
    expect(await statusOf(await withToken({ clientId: theirs!.client }))).toBe(404);
  });
});

/** A link token's claims: signed, not secret. */
function claimsOf(url: string): { sub: string; client: string; invoiceId: string; itemId: string } {
  const token = new URL(url).searchParams.get("token")!;
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
}

// Guards the transaction rule of the account and enquiry operations (DESIGN 4.6, ADR 0006):
// every transaction opens through `Database.transaction`, which queues transactions on PGlite's
// one connection, never through drizzle's raw `db.transaction` beside it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, randomToken } from "../src/platform/auth/secure-tokens";
import { passwordResets, users } from "../src/platform/db/schema";
import {
  type AuthPayload,
  LOGIN,
  PASSWORD,
  REFRESH,
  REGISTER,
  uniqueEmail,
} from "./helpers/accounts";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { appOverWrappedDatabase, overriding, type WrappedApp } from "./helpers/wrapped-database";

let api: TestApp;
let guarded: WrappedApp;
beforeAll(async () => {
  api = await createTestApp();
  guarded = await appOverWrappedDatabase(api, (db) =>
    overriding(db, "transaction", () => {
      throw new Error("raw db.transaction: use Database.transaction");
    }),
  );
});
afterAll(async () => {
  await guarded.close();
  await api.close();
});

type Errors = { errors: { code: string; field: string | null; message: string }[] };

describe("operations that write together go through Database.transaction", () => {
  it("register, login and refreshToken", async () => {
    const email = uniqueEmail();
    const registered = await guarded.graphql<{ userRegister: AuthPayload }>(REGISTER, {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: "Ada Lovelace",
    });
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.userRegister.errors).toEqual([]);

    const loggedIn = await guarded.graphql<{ userLogin: AuthPayload }>(LOGIN, {
      email,
      password: PASSWORD,
    });
    expect(loggedIn.errors).toBeUndefined();
    expect(loggedIn.data?.userLogin.errors).toEqual([]);

    const refreshed = await guarded.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
      refreshToken: loggedIn.data?.userLogin.refreshToken,
    });
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data?.refreshToken.errors).toEqual([]);
  });

  it("UpdatePasswordWithToken", async () => {
    const email = uniqueEmail();
    await api.graphql(REGISTER, {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: "Ada Lovelace",
    });
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    const token = randomToken();
    await api.database.db.insert(passwordResets).values({
      userId: user!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const updated = await guarded.graphql<{
      userUpdatePasswordWithToken: Errors & { email: string | null };
    }>(
      /* GraphQL */ `mutation ($token: String!) {
        userUpdatePasswordWithToken(token: $token, password: "a brand new passphrase") {
          email errors { code field message }
        }
      }`,
      { token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.userUpdatePasswordWithToken).toEqual({ email, errors: [] });
  });

  it("ContactOther and CreateTrialDownload", async () => {
    const contact = await guarded.graphql<{ contactOther: Errors & { ok: boolean } }>(
      /* GraphQL */ `mutation ($email: String!) {
        contactOther(companyName: "Acme", email: $email, name: "Ada", interests: ["Logo"]) {
          ok errors { code field message }
        }
      }`,
      { email: uniqueEmail("enquirer") },
    );
    expect(contact.errors).toBeUndefined();
    expect(contact.data?.contactOther).toEqual({ ok: true, errors: [] });

    const trial = await guarded.graphql<{ createTrialDownload: Errors & { ok: boolean } }>(
      /* GraphQL */ `mutation ($email: String!) {
        createTrialDownload(fullName: "Ada", email: $email, fontIds: "manrope") {
          ok errors { code field message }
        }
      }`,
      { email: uniqueEmail("trial") },
    );
    expect(trial.errors).toBeUndefined();
    expect(trial.data?.createTrialDownload).toEqual({ ok: true, errors: [] });
  });
});

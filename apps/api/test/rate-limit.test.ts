// Guards the rate limits (DESIGN 4.5, 7.1): counted per GraphQL operation in the database,
// per address (X-Forwarded-For believed only from a trusted proxy), per address and e-mail and
// per address alone for login, per e-mail for password resets, per address for new passwords
// set with a reset token, per address for guests' checkout previews. Failed logins have a file
// of their own (login-failures.test.ts), and how calls are counted another
// (rate-limit-gcra.test.ts).
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authHeaders,
  LOGIN,
  PASSWORD,
  REGISTER,
  registerCustomer,
  uniqueEmail,
} from "./helpers/accounts";
import { CREATE_INVOICE, UK_CUSTOMER, UK_DELIVERY } from "./helpers/checkout-client";
import { createTestApp, type TestApp } from "./helpers/test-app";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: "3",
    RATE_LIMIT_PASSWORD_RESET_PER_HOUR: "2",
    RATE_LIMIT_REGISTER_PER_MINUTE: "2",
    RATE_LIMIT_CONTACT_PER_MINUTE: "2",
    RATE_LIMIT_TRIAL_PER_MINUTE: "2",
    RATE_LIMIT_NEWSLETTER_PER_MINUTE: "2",
    RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "6",
    RATE_LIMIT_PASSWORD_UPDATE_PER_MINUTE: "2",
    RATE_LIMIT_GUEST_PREVIEW_PER_MINUTE: "2",
  });
});
afterAll(() => api.close());

/** A documentation-range address of its own per test, so counters never meet. */
const freshIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
const from = (ip: string) => ({ "X-Forwarded-For": ip });

const LIMITED_A_MINUTE = {
  code: "RATE_LIMITED",
  field: null,
  message: "Too many attempts. Try again in a minute.",
};

type Errors = { errors: { code: string; field: string | null; message: string }[] };
const errorsOf = (result: { data?: Record<string, unknown> }, field: string) =>
  (result.data?.[field] as Errors | undefined)?.errors ?? [];

describe("login", () => {
  it("allows the configured attempts per address and e-mail, then refuses for a minute", async () => {
    const ip = freshIp();
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await api.graphql(LOGIN, { email, password: "wrong" }, from(ip));
      expect(errorsOf(result, "userLogin")[0]?.code).toBe("INVALID_CREDENTIALS");
    }
    const limited = await api.graphql(LOGIN, { email, password: "wrong" }, from(ip));
    expect(errorsOf(limited, "userLogin")).toEqual([expect.objectContaining(LIMITED_A_MINUTE)]);
    // Another address, or another e-mail from the same address, has its own count.
    const otherIp = await api.graphql(LOGIN, { email, password: "wrong" }, from(freshIp()));
    expect(errorsOf(otherIp, "userLogin")[0]?.code).toBe("INVALID_CREDENTIALS");
    const otherEmail = await api.graphql(LOGIN, { email: uniqueEmail(), password: "x" }, from(ip));
    expect(errorsOf(otherEmail, "userLogin")[0]?.code).toBe("INVALID_CREDENTIALS");
  });

  it("counts each operation of a request, not the HTTP request", async () => {
    const email = uniqueEmail();
    const batch = /* GraphQL */ `
      mutation Many($email: String!) {
        a: userLogin(email: $email, password: "wrong") { errors { code } }
        b: userLogin(email: $email, password: "wrong") { errors { code } }
        c: userLogin(email: $email, password: "wrong") { errors { code } }
        d: userLogin(email: $email, password: "wrong") { errors { code } }
      }
    `;
    const result = await api.graphql<Record<string, Errors>>(batch, { email }, from(freshIp()));
    const codes = Object.values(result.data ?? {}).map((payload) => payload.errors[0]?.code);
    expect(codes.sort()).toEqual([
      "INVALID_CREDENTIALS",
      "INVALID_CREDENTIALS",
      "INVALID_CREDENTIALS",
      "RATE_LIMITED",
    ]);
  });
});

describe("login, further", () => {
  it("limits logins per address, whatever the e-mail", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt++) {
      const result = await api.graphql(LOGIN, { email: uniqueEmail(), password: "x" }, from(ip));
      expect(errorsOf(result, "userLogin")[0]?.code).toBe("INVALID_CREDENTIALS");
    }
    const limited = await api.graphql(LOGIN, { email: uniqueEmail(), password: "x" }, from(ip));
    expect(errorsOf(limited, "userLogin")).toEqual([expect.objectContaining(LIMITED_A_MINUTE)]);
    const elsewhere = await api.graphql(
      LOGIN,
      { email: uniqueEmail(), password: "x" },
      from(freshIp()),
    );
    expect(errorsOf(elsewhere, "userLogin")[0]?.code).toBe("INVALID_CREDENTIALS");
  });
});

describe("per address", () => {
  it("limits registrations", async () => {
    const ip = freshIp();
    const register = () =>
      api.graphql(
        REGISTER,
        { email: uniqueEmail(), password: PASSWORD, passwordConfirmation: PASSWORD, name: "Ada" },
        from(ip),
      );
    expect(errorsOf(await register(), "userRegister")).toEqual([]);
    expect(errorsOf(await register(), "userRegister")).toEqual([]);
    const limited = await register();
    expect(errorsOf(limited, "userRegister")).toEqual([expect.objectContaining(LIMITED_A_MINUTE)]);
    expect(
      (limited.data?.userRegister as { credentials: unknown } | undefined)?.credentials,
    ).toBeNull();
  });

  it.each([
    [
      "contactOther",
      /* GraphQL */ `mutation ContactOther($email: String!) {
        contactOther(companyName: "Acme", email: $email, name: "Ada", interests: ["Logo"]) {
          ok errors { code field message }
        }
      }`,
    ],
    [
      "createTrialDownload",
      // Invalid on purpose: refused calls count too, and no trial gets built.
      /* GraphQL */ `mutation CreateTrialDownload($email: String!) {
        createTrialDownload(fullName: "Ada", email: $email, fontIds: "no-such-font") {
          ok errors { code field message }
        }
      }`,
    ],
    [
      "subscribeNewsletter",
      /* GraphQL */ `mutation SubscribeNewsletter($email: String!) {
        subscribeNewsletter(email: $email, source: "Footer") { subscribed errors { code field message } }
      }`,
    ],
  ])("limits %s", async (field, mutation) => {
    const ip = freshIp();
    for (let call = 0; call < 2; call++) {
      const result = await api.graphql(mutation, { email: uniqueEmail() }, from(ip));
      expect(errorsOf(result, field).every((error) => error.code !== "RATE_LIMITED")).toBe(true);
    }
    const limited = await api.graphql(mutation, { email: uniqueEmail() }, from(ip));
    expect(errorsOf(limited, field)).toEqual([expect.objectContaining(LIMITED_A_MINUTE)]);
    const elsewhere = await api.graphql(mutation, { email: uniqueEmail() }, from(freshIp()));
    expect(errorsOf(elsewhere, field).every((error) => error.code !== "RATE_LIMITED")).toBe(true);
  });

  it("limits guests' checkout previews, each of which stores a draft invoice", async () => {
    const TOTE_BAG = [{ productId: "goods-tote-bag", variantId: "tote-bag-natural", quantity: 1 }];
    const ip = freshIp();
    const preview = (headers: Record<string, string>) =>
      api.graphql(
        CREATE_INVOICE,
        {
          ...UK_CUSTOMER,
          ...UK_DELIVERY,
          items: TOTE_BAG,
        },
        headers,
      );
    for (let call = 0; call < 2; call++) {
      expect(errorsOf(await preview(from(ip)), "createInvoice")).toEqual([]);
    }
    const limited = await preview(from(ip));
    expect(errorsOf(limited, "createInvoice")).toEqual([expect.objectContaining(LIMITED_A_MINUTE)]);
    expect((limited.data?.createInvoice as { invoice: unknown } | undefined)?.invoice).toBeNull();
    // A customer's previews are theirs to make: the guests' limit does not count them.
    const { credentials } = await registerCustomer(api, { headers: from(freshIp()) });
    const theirs = await api.graphql(
      CREATE_INVOICE,
      { ...UK_CUSTOMER, ...UK_DELIVERY, items: TOTE_BAG },
      { ...from(ip), ...authHeaders(credentials) },
    );
    expect(errorsOf(theirs, "createInvoice")).toEqual([]);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const peer = { remoteAddress: freshIp() };
    const register = () =>
      api.graphql(
        REGISTER,
        { email: uniqueEmail(), password: PASSWORD, passwordConfirmation: PASSWORD, name: "Ada" },
        from(freshIp()),
        peer,
      );
    await register();
    await register();
    expect(errorsOf(await register(), "userRegister")[0]?.code).toBe("RATE_LIMITED");
  });
});

describe("new password with a reset token", () => {
  it("limits calls per address, made-up tokens included", async () => {
    const ip = freshIp();
    const update = () =>
      api.graphql(
        /* GraphQL */ `mutation Update($token: String!) {
          userUpdatePasswordWithToken(token: $token, password: "a brand new passphrase") {
            email errors { code field message }
          }
        }`,
        { token: `made-up-${freshIp()}` },
        from(ip),
      );
    for (let call = 0; call < 2; call++) {
      expect(errorsOf(await update(), "userUpdatePasswordWithToken")[0]?.field).toBe("token");
    }
    expect(errorsOf(await update(), "userUpdatePasswordWithToken")).toEqual([
      expect.objectContaining(LIMITED_A_MINUTE),
    ]);
  });
});

describe("password reset", () => {
  it("limits requests per e-mail, whichever address they come from", async () => {
    const email = uniqueEmail();
    const send = () =>
      api.graphql(
        /* GraphQL */ `mutation Send($email: String!) {
          userSendPasswordResetWithToken(email: $email, redirectUrl: "http://localhost:3000/reset-password") {
            message errors { code field message }
          }
        }`,
        { email },
        from(freshIp()),
      );
    expect(errorsOf(await send(), "userSendPasswordResetWithToken")).toEqual([]);
    expect(errorsOf(await send(), "userSendPasswordResetWithToken")).toEqual([]);
    const [error] = errorsOf(await send(), "userSendPasswordResetWithToken");
    expect(error?.code).toBe("RATE_LIMITED");
    expect(error?.message).toMatch(/^Too many attempts\. Try again in (a minute|\d+ minutes)\.$/);
  });
});

// Guards the login failure limits (issue 40, DESIGN 4.5, ADR 0032): a stranger cannot lock an
// owner out. Failures count per account *and* address: the address guessing is refused that
// account, the owner from another address still logs in. Past a cap per account from every
// address, the account is slowed — each answer held back longer, up to a maximum — and never
// locked: the right password still logs in. Parallel bursts lose no count; a right password
// counts as no failure; an e-mail without an account is answered the same way.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthPayload,
  LOGIN,
  PASSWORD,
  registerCustomer,
  uniqueEmail,
} from "./helpers/accounts";
import { capturingLogger } from "./helpers/capturing-logger";
import { createTestApp, type TestApp } from "./helpers/test-app";

const log = capturingLogger();
let api: TestApp;
beforeAll(async () => {
  api = await createTestApp(
    {
      // The attempt limits out of the way: this file is about failures.
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
      RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "1000",
      RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: "3",
      RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: "5",
      // Held back 10, 20, 40, 80, then 160 ms: the curve of the default 4 s, scaled down.
      RATE_LIMIT_LOGIN_SLOWDOWN_MAX_MS: "160",
    },
    { logger: log.logger },
  );
});
afterAll(() => api.close());

/** A documentation-range address of its own per call, so counters never meet. */
const freshIp = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

/** The login's first error code, or LOGGED_IN when it answered a token. */
async function attempt(email: string, password: string, ip: string): Promise<string> {
  const result = await api.graphql<{ userLogin: AuthPayload }>(
    LOGIN,
    { email, password },
    { "X-Forwarded-For": ip },
  );
  const payload = result.data?.userLogin;
  if (!payload) throw new Error(`no userLogin in ${JSON.stringify(result)}`);
  if (payload.token) return "LOGGED_IN";
  return payload.errors[0]?.code ?? "NO_TOKEN";
}

/** The delays the API decided on (its log) for the logins `during` made, in order. */
async function slowedDuring(during: () => Promise<unknown>): Promise<number[]> {
  const from = log.lines.length;
  await during();
  return log.lines
    .slice(from)
    .filter((line) => line.msg === "password check slowed: the account is past its failure cap")
    .map((line) => line.delayMs as number);
}

const customer = () => registerCustomer(api, { headers: { "X-Forwarded-For": freshIp() } });

describe("failed logins per account and address", () => {
  it("refuse the address that guessed, and only it: the owner logs in from another", async () => {
    const { email } = await customer();
    const stranger = freshIp();
    for (let failure = 0; failure < 3; failure++) {
      expect(await attempt(email, "wrong", stranger)).toBe("INVALID_CREDENTIALS");
    }
    expect(await attempt(email, "wrong", stranger)).toBe("RATE_LIMITED");
    // Shut out of this account, even with its password; not out of the others.
    expect(await attempt(email, PASSWORD, stranger)).toBe("RATE_LIMITED");
    expect(await attempt(uniqueEmail(), "wrong", stranger)).toBe("INVALID_CREDENTIALS");
    expect(await attempt(email, PASSWORD, freshIp())).toBe("LOGGED_IN");
  });

  it("say when to try again, in the payload's usual shape", async () => {
    const { email } = await customer();
    const stranger = freshIp();
    for (let failure = 0; failure < 3; failure++) await attempt(email, "wrong", stranger);
    const result = await api.graphql<{ userLogin: { errors: Record<string, unknown>[] } }>(
      /* GraphQL */ `mutation UserLogin($email: String!, $password: String!) {
        userLogin(email: $email, password: $password) { errors { code field message data } }
      }`,
      { email, password: "wrong" },
      { "X-Forwarded-For": stranger },
    );
    const [error] = result.data?.userLogin.errors ?? [];
    // Three an hour: after a burst of three, one more every 20 minutes.
    expect(error).toMatchObject({
      code: "RATE_LIMITED",
      field: null,
      message: "Too many attempts. Try again in 20 minutes.",
    });
    const { retryAfterSeconds } = JSON.parse(String(error?.data));
    expect(retryAfterSeconds).toBeGreaterThan(19 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(20 * 60);
  });

  it("let no more wrong passwords from one address than its cap through a parallel burst", async () => {
    const { email } = await customer();
    const stranger = freshIp();
    const codes = await Promise.all(
      Array.from({ length: 12 }, () => attempt(email, "wrong", stranger)),
    );
    expect(codes.filter((code) => code === "INVALID_CREDENTIALS")).toHaveLength(3);
    expect(codes.filter((code) => code === "RATE_LIMITED")).toHaveLength(9);
  });

  it("do not count a right password", async () => {
    const { email } = await customer();
    const owner = freshIp();
    expect(await attempt(email, "wrong", owner)).toBe("INVALID_CREDENTIALS");
    expect(await attempt(email, "wrong", owner)).toBe("INVALID_CREDENTIALS");
    for (let success = 0; success < 3; success++) {
      expect(await attempt(email, PASSWORD, owner)).toBe("LOGGED_IN");
    }
    expect(await attempt(email, "wrong", owner)).toBe("INVALID_CREDENTIALS");
    expect(await attempt(email, PASSWORD, owner)).toBe("RATE_LIMITED");
  });
});

describe("failed logins per account from every address", () => {
  it("slow the account past the cap, longer with each failure, and never lock it", async () => {
    const { email } = await customer();
    const withinCap = await slowedDuring(async () => {
      for (let failure = 0; failure < 5; failure++) {
        expect(await attempt(email, "wrong", freshIp())).toBe("INVALID_CREDENTIALS");
      }
    });
    expect(withinCap).toEqual([]);
    const pastCap = await slowedDuring(async () => {
      expect(await attempt(email, "wrong", freshIp())).toBe("INVALID_CREDENTIALS");
      expect(await attempt(email, "wrong", freshIp())).toBe("INVALID_CREDENTIALS");
    });
    expect(pastCap).toEqual([10, 20]);
    // The owner, from an address of their own: held back, and let in.
    const owner = await slowedDuring(async () => {
      expect(await attempt(email, PASSWORD, freshIp())).toBe("LOGGED_IN");
    });
    expect(owner).toEqual([40]);
  });

  it("hold an answer back no longer than the maximum, however many failures", async () => {
    const { email } = await customer();
    for (let failure = 0; failure < 5; failure++) await attempt(email, "wrong", freshIp());
    const delays = await slowedDuring(async () => {
      for (let failure = 0; failure < 8; failure++) {
        expect(await attempt(email, "wrong", freshIp())).toBe("INVALID_CREDENTIALS");
      }
      expect(await attempt(email, PASSWORD, freshIp())).toBe("LOGGED_IN");
    });
    expect(delays).toEqual([10, 20, 40, 80, 160, 160, 160, 160, 160]);
  });

  it("count each of a parallel burst from many addresses: none is lost", async () => {
    const { email } = await customer();
    const delays = await slowedDuring(async () => {
      const codes = await Promise.all(
        Array.from({ length: 10 }, () => attempt(email, "wrong", freshIp())),
      );
      expect(codes.every((code) => code === "INVALID_CREDENTIALS")).toBe(true);
    });
    expect(delays.sort((a, b) => a - b)).toEqual([10, 20, 40, 80, 160]);
  });

  it("answer an e-mail without an account just as one with", async () => {
    const nobody = uniqueEmail("nobody");
    const codes: string[] = [];
    const delays = await slowedDuring(async () => {
      for (let failure = 0; failure < 7; failure++) {
        codes.push(await attempt(nobody, "wrong", freshIp()));
      }
    });
    expect(codes).toEqual(Array(7).fill("INVALID_CREDENTIALS"));
    expect(delays).toEqual([10, 20]);
    const stranger = freshIp();
    for (let failure = 0; failure < 3; failure++) await attempt(nobody, "wrong", stranger);
    expect(await attempt(nobody, "wrong", stranger)).toBe("RATE_LIMITED");
  });
});

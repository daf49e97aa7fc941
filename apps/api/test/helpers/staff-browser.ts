import { expect } from "vitest";
import { DEVELOPMENT_STAFF_PASSWORD } from "../../src/modules/staff";
import type { TestApp } from "./test-app";

export interface StaffAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export const SIGN_IN = /* GraphQL */ `
  mutation ($input: SignInInput!) {
    signIn(input: $input) {
      errors { code field message }
      staff { email role totpEnabled }
      totpSetup { secret uri setupToken }
      recoveryCodes
    }
  }
`;

export type StaffBrowser = ReturnType<typeof staffBrowser>;

/** A browser of the admin site: keeps the staff session cookie it is given. */
export function staffBrowser(api: TestApp) {
  let cookie = "";
  return {
    async send<T>(query: string, variables: Record<string, unknown> = {}, headers = {}) {
      const response = await api.request("/staff/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      return { response, body: (await response.json()) as StaffAnswer<T>, setCookie: set };
    },
    get cookie() {
      return cookie;
    },
  };
}

/** A development account's browser, signed in with the README's password. */
export async function signedIn(api: TestApp, email: string, password = DEVELOPMENT_STAFF_PASSWORD) {
  const browser = staffBrowser(api);
  const { body } = await browser.send<{ signIn: { errors: unknown[] } }>(SIGN_IN, {
    input: { email, password },
  });
  expect(body.data?.signIn.errors).toEqual([]);
  return browser;
}

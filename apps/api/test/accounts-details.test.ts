// Guards the account page's operations (spec 2.10, 7.2): UpdateUserDetails (the name; the e-mail
// and the password only with the right current password, ending the other sessions, a new
// e-mail told to the old address) and updateUserProfile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/platform/db/database";
import { authClients } from "../src/platform/db/schema";
import {
  authHeaders,
  type Credentials,
  login,
  PASSWORD,
  registerCustomer,
  VIEWER,
} from "./helpers/accounts";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { appOverWrappedDatabase, overriding } from "./helpers/wrapped-database";

const UPDATE_DETAILS = /* GraphQL */ `
  mutation UpdateUserDetails($email: String!, $name: String!, $password: String, $newPassword: String) {
    updateUserDetails(email: $email, name: $name, password: $password, newPassword: $newPassword) {
      viewer { name email uid }
      errors { code field message }
    }
  }
`;

const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateUserProfile($name: String!) {
    updateUserProfile(name: $name) {
      viewer { name email uid }
      errors { code field message }
    }
  }
`;

type Details = {
  viewer: { name: string; email: string; uid: string } | null;
  errors: { code: string; field: string | null; message: string }[];
};

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const update = (credentials: Credentials, variables: Record<string, unknown>) =>
  api.graphql<{ updateUserDetails: Details }>(UPDATE_DETAILS, variables, authHeaders(credentials));

describe("UpdateUserDetails", () => {
  it("changes the name and e-mail with the current password, ending the other sessions and telling the old address", async () => {
    const { credentials, email } = await registerCustomer(api);
    const other = (await login(api, email, PASSWORD)).credentials!;
    const newEmail = email.replace("customer-", "renamed-");
    const result = await update(credentials, {
      email: newEmail,
      name: "Ada King",
      password: PASSWORD,
    });
    expect(result.data?.updateUserDetails).toEqual({
      viewer: { name: "Ada King", email: newEmail, uid: newEmail },
      errors: [],
    });
    const viewer = await api.graphql(VIEWER, {}, authHeaders(credentials));
    expect(viewer.data).toEqual({ viewer: { name: "Ada King", email: newEmail, uid: newEmail } });
    const ended = await api.graphql(VIEWER, {}, authHeaders(other));
    expect(ended.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    expect((await login(api, newEmail, PASSWORD)).errors).toEqual([]);

    const notice = await api.waitForMail(email, /email address was changed/);
    expect(notice.subject).toBe("Your Meridian email address was changed");
    expect(notice.text).toContain(newEmail);
  });

  it("changes the name alone without the password, and the other sessions stay", async () => {
    const { credentials, email } = await registerCustomer(api);
    const other = (await login(api, email, PASSWORD)).credentials!;
    const result = await update(credentials, { email, name: "Ada King" });
    expect(result.data?.updateUserDetails.errors).toEqual([]);
    expect((await api.graphql(VIEWER, {}, authHeaders(other))).data?.viewer).toBeTruthy();
  });

  it("asks for the current password to change the e-mail, and changes nothing without it", async () => {
    const { credentials, email } = await registerCustomer(api);
    const newEmail = email.replace("customer-", "hijacked-");
    for (const password of [undefined, ""]) {
      const result = await update(credentials, { email: newEmail, name: "Mallory", password });
      expect(result.data?.updateUserDetails).toEqual({
        viewer: null,
        errors: [
          {
            code: "INVALID_INPUT",
            field: "password",
            message: "Enter your current password to change your email.",
          },
        ],
      });
    }
    const viewer = await api.graphql(VIEWER, {}, authHeaders(credentials));
    expect(viewer.data).toEqual({ viewer: { name: "Ada Lovelace", email, uid: email } });
  });

  it("says in the schema that changing the e-mail needs the current password", async () => {
    const { data } = await api.graphql<{
      __type: { fields: { name: string; description: string | null }[] };
    }>(`{ __type(name: "Mutation") { fields { name description } } }`);
    const field = data?.__type.fields.find((candidate) => candidate.name === "updateUserDetails");
    expect(field?.description).toMatch(/changing the email also needs the current password/i);
  });

  it("refuses an e-mail change with a wrong current password", async () => {
    const { credentials, email } = await registerCustomer(api);
    const result = await update(credentials, {
      email: email.replace("customer-", "hijacked-"),
      name: "Mallory",
      password: "not my password",
    });
    expect(result.data?.updateUserDetails).toEqual({
      viewer: null,
      errors: [
        {
          code: "INVALID_CREDENTIALS",
          field: "password",
          message: "Your current password is not correct.",
        },
      ],
    });
    expect((await login(api, email, PASSWORD)).errors).toEqual([]);
  });

  it("changes the password with the right current one, ending the other sessions", async () => {
    const { credentials, email } = await registerCustomer(api);
    const other = (await login(api, email, PASSWORD)).credentials!;
    const result = await update(credentials, {
      email,
      name: "Ada Lovelace",
      password: PASSWORD,
      newPassword: "the analytical engine",
    });
    expect(result.data?.updateUserDetails.errors).toEqual([]);
    expect((await api.graphql(VIEWER, {}, authHeaders(credentials))).data?.viewer).toBeTruthy();
    const ended = await api.graphql(VIEWER, {}, authHeaders(other));
    expect(ended.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    expect((await login(api, email, "the analytical engine")).errors).toEqual([]);
  });

  it("changes the password and ends the other sessions together or not at all", async () => {
    const { credentials, email } = await registerCustomer(api);
    const other = (await login(api, email, PASSWORD)).credentials!;
    // Ending the sessions fails: the new password must not stay behind on its own.
    const failing = await appOverWrappedDatabase(api, (db) =>
      overriding(db, "update", (table: unknown) => {
        if (table === authClients) throw new Error("ending the sessions failed");
        return db.update(table as Parameters<Db["update"]>[0]);
      }),
    );
    try {
      const result = await failing.graphql(
        UPDATE_DETAILS,
        { email, name: "Ada Lovelace", password: PASSWORD, newPassword: "the analytical engine" },
        authHeaders(credentials),
      );
      expect(result.errors?.[0]?.message).toBe("Unexpected error.");
    } finally {
      await failing.close();
    }
    expect((await login(api, email, PASSWORD)).errors).toEqual([]);
    expect((await api.graphql(VIEWER, {}, authHeaders(other))).data?.viewer).toBeTruthy();
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const { credentials, email } = await registerCustomer(api);
    const result = await update(credentials, {
      email,
      name: "Changed Name",
      password: "not my password",
      newPassword: "the analytical engine",
    });
    expect(result.data?.updateUserDetails).toEqual({
      viewer: null,
      errors: [
        {
          code: "INVALID_CREDENTIALS",
          field: "password",
          message: "Your current password is not correct.",
        },
      ],
    });
    const viewer = await api.graphql<{ viewer: { name: string } }>(
      VIEWER,
      {},
      authHeaders(credentials),
    );
    expect(viewer.data?.viewer.name).toBe("Ada Lovelace");
    expect((await login(api, email, PASSWORD)).errors).toEqual([]);
  });

  it("asks for the current password when a new one is given without it", async () => {
    const { credentials, email } = await registerCustomer(api);
    const result = await update(credentials, {
      email,
      name: "Ada",
      password: "",
      newPassword: "the analytical engine",
    });
    expect(result.data?.updateUserDetails.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "password",
        message: "Enter your current password to set a new one",
      },
    ]);
  });

  it("refuses an e-mail another account has", async () => {
    const taken = await registerCustomer(api);
    const { credentials, email } = await registerCustomer(api);
    const result = await update(credentials, {
      email: taken.email,
      name: "Ada",
      password: PASSWORD,
    });
    expect(result.data?.updateUserDetails).toEqual({
      viewer: null,
      errors: [
        {
          code: "ALREADY_EXISTS",
          field: "email",
          message: "Another account already uses this email address.",
        },
      ],
    });
    expect((await login(api, email, PASSWORD)).errors).toEqual([]);
  });

  it("refuses bad input with the fields named", async () => {
    const { credentials } = await registerCustomer(api);
    const result = await update(credentials, {
      email: "nope",
      name: "",
      newPassword: "short",
      password: PASSWORD,
    });
    expect(result.data?.updateUserDetails.errors.map((error) => error.field).sort()).toEqual([
      "email",
      "name",
      "newPassword",
    ]);
  });

  it("asks a visitor to log in", async () => {
    const result = await api.graphql<{ updateUserDetails: Details }>(UPDATE_DETAILS, {
      email: "someone@example.com",
      name: "Someone",
    });
    expect(result.data?.updateUserDetails).toEqual({
      viewer: null,
      errors: [
        {
          code: "AUTH_REQUIRED",
          field: null,
          message: "Please log in to change your account details.",
        },
      ],
    });
  });
});

describe("updateUserProfile", () => {
  it("changes the name alone", async () => {
    const { credentials, email } = await registerCustomer(api);
    const result = await api.graphql<{ updateUserProfile: Details }>(
      UPDATE_PROFILE,
      { name: "  Countess of Lovelace " },
      authHeaders(credentials),
    );
    expect(result.data?.updateUserProfile).toEqual({
      viewer: { name: "Countess of Lovelace", email, uid: email },
      errors: [],
    });
  });
});

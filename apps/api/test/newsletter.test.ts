// Guards the newsletter subscription round trip (DESIGN 4.9, spec sections 5 and 8).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";

const SUBSCRIBE = /* GraphQL */ `
  mutation SubscribeNewsletter($email: String!, $source: String!) {
    subscribeNewsletter(email: $email, source: $source) {
      subscribed
      errors { code field message }
    }
  }
`;

type Payload = {
  subscribeNewsletter: {
    subscribed: boolean;
    errors: { code: string; field: string | null; message: string }[];
  };
};

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const uniqueEmail = () => `reader-${randomUUID()}@example.com`;

describe("SubscribeNewsletter", () => {
  it("adds a new address", async () => {
    const result = await api.graphql<Payload>(SUBSCRIBE, {
      email: uniqueEmail(),
      source: "Footer",
    });
    expect(result.data?.subscribeNewsletter).toEqual({ subscribed: true, errors: [] });
  });

  it("says 'You are already subscribed' for an address on the list, whatever its case", async () => {
    const email = uniqueEmail();
    await api.graphql<Payload>(SUBSCRIBE, { email, source: "Footer" });
    const again = await api.graphql<Payload>(SUBSCRIBE, {
      email: `  ${email.toUpperCase()} `,
      source: "Footer",
    });
    expect(again.data?.subscribeNewsletter).toEqual({
      subscribed: false,
      errors: [{ code: "ALREADY_EXISTS", field: "email", message: "You are already subscribed" }],
    });
  });

  it.each(["", "not-an-address", "a@b"])(
    "refuses %j with the spec's message and stores nothing",
    async (email) => {
      const result = await api.graphql<Payload>(SUBSCRIBE, { email, source: "Footer" });
      expect(result.data?.subscribeNewsletter).toEqual({
        subscribed: false,
        errors: [
          { code: "INVALID_INPUT", field: "email", message: "Please enter a valid email address" },
        ],
      });
    },
  );

  it("names the source field when it is missing", async () => {
    const email = uniqueEmail();
    const result = await api.graphql<Payload>(SUBSCRIBE, { email, source: "  " });
    expect(result.data?.subscribeNewsletter.errors).toEqual([
      { code: "INVALID_INPUT", field: "source", message: "Say which form sent the subscription" },
    ]);
    // Nothing was written: the same address can still subscribe.
    const retry = await api.graphql<Payload>(SUBSCRIBE, { email, source: "Footer" });
    expect(retry.data?.subscribeNewsletter.subscribed).toBe(true);
  });

  it("answers apiVersion, and rejects over-deep queries through graphql-armor", async () => {
    const version = await api.graphql<{ apiVersion: string }>("{ apiVersion }");
    expect(version.data?.apiVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const malformed = await api.graphql("{ apiVersion { nope } }");
    expect(malformed.errors?.[0]?.message).toMatch(/apiVersion/);
  });
});

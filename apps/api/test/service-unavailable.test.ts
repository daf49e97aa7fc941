// Guards what a client is told when the database goes away mid-request (issue 4): always
// SERVICE_UNAVAILABLE (HTTP 503), but `retriable` only where sending the same request again is
// safe — a query, a mutation that failed before any commit, an idempotent mutation — and not
// where a commit may have happened, lest a repeat make the change twice.
import { type BuiltStore, DEFAULT_BUILD_DIR } from "@meridian/content/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app/app";
import { fixedContent } from "../src/modules/publishing";
import type { Database } from "../src/platform/db/database";
import { createLogger } from "../src/platform/logging/logger";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let store: BuiltStore;
beforeAll(async () => {
  api = await createTestApp();
  store = await testStore();
});
afterAll(() => api.close());

/** What a restart does to a connection: PostgreSQL's "terminating connection" (57P01). */
const restart = () =>
  Object.assign(new Error("terminating connection due to administrator command"), {
    code: "57P01",
  });

/**
 * An app whose transactions meet a restart: before their work (nothing written), or after
 * their COMMIT went out (written, but the answer lost).
 */
function appWhereTransactions(when: "fail before work" | "fail after commit") {
  const database: Database = {
    ...api.database,
    transaction: async (work) => {
      if (when === "fail before work") throw restart();
      await api.database.transaction(work);
      throw restart();
    },
    close: async () => {},
  };
  const app = createApp({
    database,
    env: api.env,
    logger: createLogger("silent"),
    content: fixedContent(store, DEFAULT_BUILD_DIR),
  });
  return {
    async graphql(query: string, variables: Record<string, unknown> = {}) {
      const response = await app.fetch(
        new Request("http://api.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query, variables }),
        }),
        { req: { socket: { remoteAddress: "127.0.0.1" } } },
      );
      return { status: response.status, body: await response.json() };
    },
    close: () => app.close(),
  };
}

const goods = () =>
  store.products.find((product) => product.variants.length === 0 && product.status !== "draft")!;
const ADD_GOODS = `mutation ($productId: ID!) {
  addItemToCart(itemType: "Goods", productId: $productId) { errors { code } cart { id } }
}`;

function unavailable(retriable: boolean) {
  return {
    status: 503,
    body: expect.objectContaining({
      errors: [
        expect.objectContaining({
          message: retriable
            ? "The service is briefly unavailable. Please try again."
            : "The service was interrupted and your change may have been made. Please check before trying again.",
          extensions: expect.objectContaining({ code: "SERVICE_UNAVAILABLE", retriable }),
        }),
      ],
    }),
  };
}

/** Sends `query` to an app whose transactions meet a restart `when`, and closes the app. */
async function sendWhereTransactions(
  when: "fail before work" | "fail after commit",
  query: string,
  variables: Record<string, unknown> = {},
) {
  const app = appWhereTransactions(when);
  try {
    return await app.graphql(query, variables);
  } finally {
    await app.close();
  }
}

describe("SERVICE_UNAVAILABLE", () => {
  it("is retriable for a query, whatever its transactions did", async () => {
    expect(await sendWhereTransactions("fail after commit", "{ cart { id } }")).toEqual(
      unavailable(true),
    );
  });

  it("is retriable for a mutation that failed before it committed anything", async () => {
    const answer = await sendWhereTransactions("fail before work", ADD_GOODS, {
      productId: goods().id,
    });
    expect(answer).toEqual(unavailable(true));
  });

  it("is not retriable for a mutation whose commit may have happened", async () => {
    const answer = await sendWhereTransactions("fail after commit", ADD_GOODS, {
      productId: goods().id,
    });
    expect(answer).toEqual(unavailable(false));
  });

  it("stays retriable for a mutation that is idempotent by design", async () => {
    const answer = await sendWhereTransactions(
      "fail after commit",
      "mutation { clearCart { errors { code } } }",
    );
    expect(answer).toEqual(unavailable(true));
  });
});

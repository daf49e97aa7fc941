// Guards resilience to a database restart (issue 4): a request in flight when PostgreSQL drops
// its connections gets a retriable SERVICE_UNAVAILABLE (HTTP 503), the process stays up, and the
// next request succeeds on a fresh connection.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ShopClient } from "../helpers/shop-client";
import { createTestApp, type TestApp } from "../helpers/test-app";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function adminClient() {
  const client = new pg.Client({ connectionString: inject("postgresUrl") });
  await client.connect();
  return client;
}

describe("a database restart", () => {
  it("answers a retriable SERVICE_UNAVAILABLE to the request in flight, then recovers", async () => {
    const client = new ShopClient(api);
    await client.data(`{ cart { id } }`);

    // Hold the request inside the database: the carts table is locked until the "restart".
    const locker = await adminClient();
    await locker.query("begin");
    await locker.query("lock table carts in access exclusive mode");
    const inFlight = client.graphql(`{ cart { id } }`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // What a restart does to the API's connections: every one of them is terminated.
    const database = new URL(inject("postgresUrl")).pathname.slice(1);
    await locker.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    const failed = await inFlight;
    await locker.query("rollback");
    await locker.end();

    expect(failed.errors).toEqual([
      expect.objectContaining({
        message: "The service is briefly unavailable. Please try again.",
        extensions: expect.objectContaining({ code: "SERVICE_UNAVAILABLE", retriable: true }),
      }),
    ]);
    const recovered = await client.graphql<{ cart: { id: string } }>(`{ cart { id } }`);
    expect(recovered.errors).toBeUndefined();
    expect(recovered.data?.cart.id).toMatch(/^[a-f0-9]{32}$/);
    expect((await api.request("/readyz")).status).toBe(200);
  });
});

// Guards the API as N stateless replicas on one PostgreSQL (DESIGN 1): two apps, each with its
// own pool and its own DATA_DIR, on a database of this file's own. A login made on one is
// accepted and refreshed on the other; a visitor's cart (cookie) made through one is read and
// changed through the other; a rate limit counted on one bites on the other; a trial link built
// by one downloads through the other; and when both poll their jobs at once, the hourly
// housekeeping runs once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUSEKEEPING_JOB } from "../../src/app/housekeeping";
import { openDatabase } from "../../src/platform/db/database";
import { carts, jobs } from "../../src/platform/db/schema";
import { periodicJobId } from "../../src/platform/jobs/job-repository";
import { createLogger } from "../../src/platform/logging/logger";
import {
  type AuthPayload,
  authHeaders,
  LOGIN,
  PASSWORD,
  REFRESH,
  REGISTER,
  uniqueEmail,
  VIEWER,
} from "../helpers/accounts";
import { capturingLogger } from "../helpers/capturing-logger";
import { addFont } from "../helpers/checkout-client";
import { freshPostgres } from "../helpers/fresh-postgres";
import { firstLink } from "../helpers/outbox";
import { ShopClient } from "../helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "../helpers/test-app";

let fresh: Awaited<ReturnType<typeof freshPostgres>>;
const dataDirs: string[] = [];
const logs = [capturingLogger(), capturingLogger()];
let a: TestApp;
let b: TestApp;

/** A replica: its own pool on the shared database, its own DATA_DIR, its own log. */
async function replica(index: number): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `meridian-replica-${index}-`));
  dataDirs.push(dataDir);
  return createTestApp(
    { DATA_DIR: dataDir, RATE_LIMIT_LOGIN_PER_MINUTE: "3", JOBS_POLL_MS: "50" },
    {
      database: () =>
        openDatabase({
          kind: "postgres",
          url: fresh.url,
          poolSize: 4,
          logger: createLogger("silent"),
        }),
      logger: logs[index]!.logger,
    },
  );
}

beforeAll(async () => {
  fresh = await freshPostgres("replicas");
  const migrator = await openDatabase({
    kind: "postgres",
    url: fresh.url,
    poolSize: 1,
    logger: createLogger("silent"),
  });
  await migrator.migrate();
  await migrator.close();
  [a, b] = await Promise.all([replica(0), replica(1)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await fresh.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A load balancer taking turns: each request goes to the other replica than the last. */
function roundRobin() {
  let turn = 0;
  return { request: (path: string, init?: RequestInit) => [a, b][turn++ % 2]!.request(path, init) };
}

describe("two replicas on one PostgreSQL", () => {
  it("accept on one the login made on the other, and its refresh", async () => {
    const email = uniqueEmail("replica");
    const registered = (
      await a.graphql<{ userRegister: AuthPayload }>(REGISTER, {
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        name: "Ada Lovelace",
      })
    ).data!.userRegister;
    const viewer = await b.graphql<{ viewer: { email: string } }>(
      VIEWER,
      {},
      authHeaders(registered.credentials!),
    );
    expect(viewer.data?.viewer.email).toBe(email);

    const refreshed = (
      await b.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
        refreshToken: registered.refreshToken,
      })
    ).data!.refreshToken;
    expect(refreshed.credentials?.accessToken).toBeTruthy();
    const again = await a.graphql<{ viewer: { email: string } }>(
      VIEWER,
      {},
      authHeaders(refreshed.credentials!),
    );
    expect(again.data?.viewer.email).toBe(email);
    // Single use across replicas: the token B rotated is spent on A too.
    const replayed = (
      await a.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
        refreshToken: registered.refreshToken,
      })
    ).data?.refreshToken;
    expect(replayed?.credentials ?? null).toBeNull();
  });

  it("serve a visitor's cart through either one, by its cookie", async () => {
    const store = await testStore();
    const [inter, manrope] = ["inter", "manrope"].map(
      (slug) => store.fonts.find((font) => font.slug === slug)!,
    );
    const visitor = new ShopClient(roundRobin());
    await addFont(visitor, { productId: inter!.id, licenceType: 0 }); // on A
    await addFont(visitor, { productId: manrope!.id, licenceType: 1 }); // on B
    const read = async () =>
      (await visitor.data<{ cart: { items: { productId: string }[] } }>(
        "{ cart { items { productId } } }",
      ))!.cart.items.map((item) => item.productId);
    expect((await read()).sort()).toEqual([inter!.id, manrope!.id].sort()); // on A
    await visitor.data("mutation { clearCart { cart { id } } }"); // on B
    expect(await read()).toEqual([]); // on A
  });

  it("count a rate limit together: attempts on one use up the other's", async () => {
    const email = uniqueEmail("limited");
    const from = { "X-Forwarded-For": "198.18.7.7" };
    const codeOf = async (replica: TestApp) =>
      (await replica.graphql<{ userLogin: AuthPayload }>(LOGIN, { email, password: "wrong" }, from))
        .data?.userLogin.errors[0]?.code;
    expect(await codeOf(a)).toBe("INVALID_CREDENTIALS");
    expect(await codeOf(b)).toBe("INVALID_CREDENTIALS");
    expect(await codeOf(a)).toBe("INVALID_CREDENTIALS");
    expect(await codeOf(b)).toBe("RATE_LIMITED");
    expect(await codeOf(a)).toBe("RATE_LIMITED");
  });

  it("download through one the trial that the other built and e-mailed", async () => {
    const email = uniqueEmail("trial");
    const asked = await a.graphql<{ createTrialDownload: { ok: boolean } }>(
      `mutation { createTrialDownload(fullName: "Ada", email: "${email}", fontIds: "manrope") { ok } }`,
    );
    expect(asked.data?.createTrialDownload.ok).toBe(true);
    // A runs the job (B never polls here): the archive is built on A, the mail is in A's outbox.
    const link = firstLink(await a.waitForMail(email, /trial fonts/));
    expect(await b.outbox()).toEqual([]);
    const response = await b.request(link.pathname);
    expect(response.status).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(names).toContain("Manrope Trial/ManropeTrial-Regular.otf");
  });

  it("run the hourly housekeeping once when both poll at the same time", async () => {
    // A visitor's cart untouched for longer than VISITOR_CART_DAYS (90): housekeeping's work.
    const visitor = new ShopClient(a);
    const store = await testStore();
    await addFont(visitor, { productId: store.fonts[0]!.id, licenceType: 0 });
    const { cart } = await visitor.data<{ cart: { id: string } }>("{ cart { id } }");
    await a.database.db
      .update(carts)
      .set({ updatedAt: sql`now() - interval '100 days'` })
      .where(eq(carts.id, cart.id));

    a.app.jobs.start();
    b.app.jobs.start();
    const housekeepingRow = async () =>
      (
        await a.database.db
          .select({ status: jobs.status, runAt: jobs.runAt })
          .from(jobs)
          .where(eq(jobs.id, periodicJobId(HOUSEKEEPING_JOB)))
      )[0];
    // Done when the row is due again in about an hour.
    for (let attempt = 0; attempt < 200; attempt++) {
      const row = await housekeepingRow();
      if (row?.status === "pending" && row.runAt.getTime() > Date.now() + 50 * 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Both keep polling for a while: neither may start another round.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all([a.app.jobs.stop(), b.app.jobs.stop()]);

    const rounds = logs
      .flatMap((log) => log.lines)
      .filter((line) => line.msg === "housekeeping done");
    expect(rounds).toHaveLength(1);
    expect(await a.database.db.select().from(carts).where(eq(carts.id, cart.id))).toEqual([]);
    expect((await housekeepingRow())?.status).toBe("pending");
  });
});

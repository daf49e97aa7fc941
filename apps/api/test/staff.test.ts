// Guards the staff API (DESIGN 4.12, /staff/graphql) on PGlite and PostgreSQL: staff sign in
// with a password and, where set up, a one-time second-factor code into a session only their
// cookie names; every operation checks the role on the server (an editor cannot publish or
// manage staff, a publisher cannot manage staff); a shop customer's session is no staff session;
// development creates one account of each role, production's first admin comes from a command.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CONTENT_TOKEN } from "../src/env";
import { deployedContent, openPublishedContent } from "../src/modules/publishing";
import {
  createFirstAdmin,
  DEVELOPMENT_STAFF,
  DEVELOPMENT_STAFF_PASSWORD,
  deleteExpiredStaffSessions,
  seedDevelopmentStaff,
  totpCode,
} from "../src/modules/staff";
import { setTotp } from "../src/modules/staff/staff-repository";
import { STAFF_MESSAGES, signIn as signInService } from "../src/modules/staff/staff-service";
import { hashRecoveryCode } from "../src/modules/staff/totp";
import { staffSessions } from "../src/platform/db/schema";
import { createLogger } from "../src/platform/logging/logger";
import { type AuthPayload, authHeaders, REGISTER, uniqueEmail } from "./helpers/accounts";
import { addFont, buyCart } from "./helpers/checkout-client";
import { privateDatabase } from "./helpers/private-database";
import { ShopClient } from "./helpers/shop-client";
import { SIGN_IN, signedIn as signedInAs, staffBrowser } from "./helpers/staff-browser";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const logger = createLogger("silent");
let api: TestApp;
let drop: () => Promise<void>;

beforeAll(async () => {
  const own = await privateDatabase("staff");
  drop = own.drop;
  api = await createTestApp(
    {},
    {
      database: own.open,
      content: (database, env) =>
        openPublishedContent({ database, logger, pollMs: 100, ...deployedContent(env) }),
    },
  );
  expect(await seedDevelopmentStaff(api.database)).toBe(true);
});
afterAll(async () => {
  await api?.close();
  await drop?.();
});

const ME = "{ me { email name role } }";
const REVISIONS = "{ revisions { id summary current publishedBy } }";
const RESTORE = /* GraphQL */ `
  mutation ($input: RestoreRevisionInput!) {
    restoreRevision(input: $input) { errors { code message } revision { id summary current } }
  }
`;
const ACCOUNTS = "{ staffAccounts { email role } }";
const PUBLISH = /* GraphQL */ `
  mutation ($input: PublishInput!) {
    publish(input: $input) { errors { code field message } revision { id summary current } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateStaffAccountInput!) {
    createStaffAccount(input: $input) { errors { code field message } account { id email role } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateStaffAccountInput!) {
    updateStaffAccount(input: $input) { errors { code field message } account { email role disabledAt } }
  }
`;

const signedIn = (email: string, password?: string) => signedInAs(api, email, password);

describe("development staff", () => {
  it("are one account of each role, created once, signing in with the README's password", async () => {
    // beforeAll seeded them; a second start seeds nothing.
    expect(await seedDevelopmentStaff(api.database)).toBe(false);
    const admin = await signedIn("admin@meridian.test");
    const { body } = await admin.send<{ staffAccounts: { email: string; role: string }[] }>(
      ACCOUNTS,
    );
    expect(body.data?.staffAccounts).toEqual(
      DEVELOPMENT_STAFF.map(({ email, role }) => ({ email, role: role.toUpperCase() })).sort(
        (a, b) => a.email.localeCompare(b.email),
      ),
    );
  });
});

describe("signing in", () => {
  it("sets an httpOnly, SameSite=Strict session cookie and knows who is signed in", async () => {
    const browser = staffBrowser(api);
    const { body, setCookie } = await browser.send<{
      signIn: { staff: { email: string; role: string; totpEnabled: boolean } };
    }>(SIGN_IN, {
      input: { email: "Editor@Meridian.test ", password: DEVELOPMENT_STAFF_PASSWORD },
    });
    expect(body.data?.signIn.staff).toEqual({
      email: "editor@meridian.test",
      role: "EDITOR",
      totpEnabled: false,
    });
    expect(setCookie).toMatch(
      /^meridian_staff_session=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
    const me = await browser.send<{ me: unknown }>(ME);
    expect(me.body.data?.me).toEqual({
      email: "editor@meridian.test",
      name: "Edie Editor",
      role: "EDITOR",
    });
  });

  it("answers a wrong password and an unknown e-mail alike, with no cookie", async () => {
    for (const input of [
      { email: "editor@meridian.test", password: "not the password" },
      { email: "nobody@meridian.test", password: DEVELOPMENT_STAFF_PASSWORD },
    ]) {
      const browser = staffBrowser(api);
      const { body, setCookie } = await browser.send<{ signIn: unknown }>(SIGN_IN, { input });
      expect(body.data?.signIn).toEqual({
        errors: [
          { code: "INVALID_CREDENTIALS", field: null, message: "Wrong e-mail or password." },
        ],
        staff: null,
        totpSetup: null,
        recoveryCodes: null,
      });
      expect(setCookie).toBeNull();
    }
  });

  it("ends the session on sign-out: the cookie no longer signs anyone in", async () => {
    const browser = await signedIn("publisher@meridian.test");
    const stolen = browser.cookie;
    await browser.send("mutation { signOut { errors { message } } }");
    const me = await staffBrowser(api).send<{ me: unknown }>(ME, {}, { cookie: stolen });
    expect(me.body.data?.me).toBeNull();
  });
});

describe("housekeeping", () => {
  it("deletes sessions past their end, and only those", async () => {
    const browser = await signedIn("editor@meridian.test");
    const staffId = (await api.database.db.query.staffAccounts.findFirst({
      where: (table, { eq }) => eq(table.email, "editor@meridian.test"),
    }))!.id;
    await api.database.db.insert(staffSessions).values({
      staffId,
      tokenHash: "expired-session-hash",
      expiresAt: new Date(Date.now() - 1000),
    });
    await deleteExpiredStaffSessions(api.database.db);
    const left = await api.database.db.query.staffSessions.findMany({
      where: (table, { eq }) => eq(table.tokenHash, "expired-session-hash"),
    });
    expect(left).toEqual([]);
    expect((await browser.send<{ me: { email: string } }>(ME)).body.data?.me.email).toBe(
      "editor@meridian.test",
    );
  });
});

describe("a shop customer", () => {
  it("is no member of staff: their session signs nobody in and every staff field refuses them", async () => {
    const shop = await api.graphql<{ userRegister: AuthPayload }>(REGISTER, {
      email: uniqueEmail("shop"),
      password: "a long shop password",
      passwordConfirmation: "a long shop password",
      name: "Shop Customer",
    });
    const credentials = shop.data!.userRegister.credentials!;
    const browser = staffBrowser(api);
    const headers = authHeaders(credentials);
    expect((await browser.send<{ me: unknown }>(ME, {}, headers)).body.data?.me).toBeNull();
    const { body } = await browser.send(REVISIONS, {}, headers);
    expect(body.errors?.[0]).toMatchObject({
      message: "Sign in as staff to do this.",
      extensions: { code: "AUTHENTICATION_ERROR" },
    });
  });
});

describe("roles, checked on the server for every operation", () => {
  it("let an editor read history but not roll back or manage staff", async () => {
    const editor = await signedIn("editor@meridian.test");
    const history = await editor.send<{ revisions: { current: boolean }[] }>(REVISIONS);
    expect(history.body.data?.revisions.some((revision) => revision.current)).toBe(true);
    const forbidden = "This needs the publisher role; editor@meridian.test is an editor.";
    const restore = await editor.send(RESTORE, { input: { revisionId: 1, basedOn: 1 } });
    expect(restore.body.errors?.[0]).toMatchObject({
      message: forbidden,
      extensions: { code: "FORBIDDEN" },
    });
    for (const [query, variables] of [
      [ACCOUNTS, {}],
      [
        CREATE,
        {
          input: {
            email: "x@meridian.test",
            name: "X",
            role: "ADMIN",
            password: "a long password here",
          },
        },
      ],
      [UPDATE, { input: { id: "00000000-0000-0000-0000-000000000000", role: "ADMIN" } }],
    ] as const) {
      const { body } = await editor.send(query, variables);
      expect(body.errors?.[0]).toMatchObject({
        message: "This needs the admin role; editor@meridian.test is an editor.",
        extensions: { code: "FORBIDDEN" },
      });
    }
  });

  it("let a publisher publish and roll back; an editor only saves", async () => {
    const publisher = await signedIn("publisher@meridian.test");
    const accounts = await publisher.send(ACCOUNTS);
    expect(accounts.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const editor = await signedIn("editor@meridian.test");
    const refused = await editor.send(PUBLISH, { input: { basedOn: 1, summary: "x" } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "This needs the publisher role; editor@meridian.test is an editor.",
      extensions: { code: "FORBIDDEN" },
    });
  });

  it("let an admin add staff, change a role and disable an account, but not their own", async () => {
    const admin = await signedIn("admin@meridian.test");
    const email = uniqueEmail("writer");
    const created = await admin.send<{ createStaffAccount: { account: { id: string } } }>(CREATE, {
      input: { email, name: "Newsletter Writer", role: "EDITOR", password: "a long password here" },
    });
    const { id } = created.body.data!.createStaffAccount.account;
    const again = await admin.send<{ createStaffAccount: unknown }>(CREATE, {
      input: { email, name: "Again", role: "EDITOR", password: "a long password here" },
    });
    expect(again.body.data?.createStaffAccount).toEqual({
      errors: [
        {
          code: "ALREADY_EXISTS",
          field: "email",
          message: "There is a staff account with this e-mail already.",
        },
      ],
      account: null,
    });
    const writer = await signedIn(email, "a long password here");
    const promoted = await admin.send<{ updateStaffAccount: { account: { role: string } } }>(
      UPDATE,
      { input: { id, role: "PUBLISHER" } },
    );
    expect(promoted.body.data?.updateStaffAccount.account.role).toBe("PUBLISHER");
    await admin.send(UPDATE, { input: { id, disabled: true } });
    expect((await writer.send<{ me: unknown }>(ME)).body.data?.me).toBeNull();
    const retry = await staffBrowser(api).send<{ signIn: { errors: { message: string }[] } }>(
      SIGN_IN,
      { input: { email, password: "a long password here" } },
    );
    expect(retry.body.data?.signIn.errors[0]?.message).toBe("Wrong e-mail or password.");

    const me = await admin.send<{ staffAccounts: { email: string }[] }>(
      "{ me { email } staffAccounts { email } }",
    );
    expect(me.body.data).toBeDefined();
    const ownId = (
      await api.database.db.query.staffAccounts.findFirst({
        where: (table, { eq }) => eq(table.email, "admin@meridian.test"),
      })
    )?.id;
    const own = await admin.send<{ updateStaffAccount: { errors: { message: string }[] } }>(
      UPDATE,
      { input: { id: ownId, role: "EDITOR" } },
    );
    expect(own.body.data?.updateStaffAccount.errors[0]?.message).toBe(
      "You cannot change your own role or disable your own account: ask another admin.",
    );
  });
});

describe("drafts, publishing and rolling back", () => {
  const DRAFT = /* GraphQL */ `
    query ($file: String!) { draft(file: $file) { file kind raw version updatedBy state } }
  `;
  const SAVE = /* GraphQL */ `
    mutation ($input: SaveDraftInput!) {
      saveDraft(input: $input) {
        errors { code field message }
        draft { file version state updatedBy }
      }
    }
  `;
  const brandOf = async () => {
    const response = await api.request("/content/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`,
      },
      body: JSON.stringify({ query: "{ _site { revision } siteSetup { brand } }" }),
    });
    return (await response.json()).data as {
      _site: { revision: number };
      siteSetup: { brand: string };
    };
  };

  it("publishes an editor's saved draft, served at once, and rolls it back", async () => {
    const editor = await signedIn("editor@meridian.test");
    const publisher = await signedIn("publisher@meridian.test");
    type DraftAnswer = { draft: { raw: Record<string, unknown>; version: number; state: string } };
    const opened = (await editor.send<DraftAnswer>(DRAFT, { file: "site.yaml" })).body.data!.draft;
    expect(opened.state).toBe("PUBLISHED");
    const saved = await editor.send<{ saveDraft: unknown }>(SAVE, {
      input: {
        file: "site.yaml",
        kind: "site",
        raw: { ...opened.raw, brand: "Meridian Live" },
        basedOnVersion: opened.version,
      },
    });
    expect(saved.body.data?.saveDraft).toEqual({
      errors: [],
      draft: {
        file: "site.yaml",
        version: opened.version + 1,
        state: "CHANGED",
        updatedBy: "editor@meridian.test",
      },
    });
    // A second writer who opened the same version is told who saved since, and when.
    const stale = await publisher.send<{
      saveDraft: { errors: { code: string; message: string }[] };
    }>(SAVE, {
      input: { file: "site.yaml", kind: "site", raw: opened.raw, basedOnVersion: opened.version },
    });
    expect(stale.body.data?.saveDraft.errors[0]?.code).toBe("CONTENT_CHANGED");
    expect(stale.body.data?.saveDraft.errors[0]?.message).toMatch(
      /^site\.yaml was saved by editor@meridian\.test at \d{4}-\d\d-\d\dT[\d:.]+Z, after the version you started from\. Reload it to see their change, then make yours again\.$/,
    );
    expect((await brandOf()).siteSetup.brand).toBe("Meridian");

    const before = (await brandOf())._site.revision;
    const published = await publisher.send<{
      publish: { errors: unknown[]; revision: { id: number } };
    }>(PUBLISH, { input: { basedOn: before, summary: "The brand, live" } });
    expect(published.body.data?.publish.errors).toEqual([]);
    const revision = published.body.data!.publish.revision.id;
    expect(await brandOf()).toEqual({ _site: { revision }, siteSetup: { brand: "Meridian Live" } });
    // History says what changed, who published it, and when.
    const history = await publisher.send<{
      revisions: { id: number; publishedBy: string; changes: { file: string; change: string }[] }[];
    }>("{ revisions(first: 1) { id publishedBy changes { file change } } }");
    expect(history.body.data?.revisions).toEqual([
      {
        id: revision,
        publishedBy: "publisher@meridian.test",
        changes: [{ file: "site.yaml", change: "CHANGED" }],
      },
    ]);
    const after = (await editor.send<DraftAnswer>(DRAFT, { file: "site.yaml" })).body.data!.draft;
    expect(after.state).toBe("PUBLISHED");

    const restored = await publisher.send<{ restoreRevision: { revision: { id: number } } }>(
      RESTORE,
      { input: { revisionId: before, basedOn: revision } },
    );
    expect(restored.body.data?.restoreRevision.revision.id).toBe(revision + 1);
    expect((await brandOf()).siteSetup.brand).toBe("Meridian");
    const back = (await editor.send<DraftAnswer>(DRAFT, { file: "site.yaml" })).body.data!.draft;
    expect(back).toMatchObject({ raw: opened.raw, state: "PUBLISHED" });
  });

  it("keeps a font customers hold licences of: deleting its file is refused at publishing", async () => {
    const customer = new ShopClient(api);
    await customer.register(uniqueEmail("owner"));
    await addFont(customer, { productId: "manrope", styleId: "manrope-light", licenceType: 0 });
    await buyCart(customer);
    const editor = await signedIn("editor@meridian.test");
    const publisher = await signedIn("publisher@meridian.test");
    type DraftAnswer = { draft: { raw: Record<string, unknown>; version: number } };
    const font = (await editor.send<DraftAnswer>(DRAFT, { file: "fonts/manrope.yaml" })).body.data!
      .draft;
    const DELETE = /* GraphQL */ `
      mutation ($input: DeleteDraftInput!) {
        deleteDraft(input: $input) { errors { message } draft { state } }
      }
    `;
    const deleted = await editor.send<{ deleteDraft: { draft: { state: string } } }>(DELETE, {
      input: { file: "fonts/manrope.yaml", basedOnVersion: font.version },
    });
    expect(deleted.body.data?.deleteDraft.draft.state).toBe("DELETED");
    const before = (await brandOf())._site.revision;
    const refused = await publisher.send<{ publish: { errors: unknown[] } }>(PUBLISH, {
      input: { basedOn: before, summary: "Manrope withdrawn" },
    });
    expect(refused.body.data?.publish.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "fonts/manrope.yaml",
        message:
          "fonts/manrope.yaml: customers hold licences of Manrope. Hide it (hidden: true) rather than delete it, so they keep their downloads.",
      },
    ]);
    expect((await brandOf())._site.revision).toBe(before);
    // Back as it was: a deleted file is saved again as new.
    const back = await editor.send<{ saveDraft: { draft: { state: string } } }>(SAVE, {
      input: { file: "fonts/manrope.yaml", kind: "fonts", raw: font.raw, basedOnVersion: null },
    });
    expect(back.body.data?.saveDraft.draft.state).toBe("PUBLISHED");
  });

  it("refuses a draft whose fields are wrong, naming the field, and saves nothing", async () => {
    const editor = await signedIn("editor@meridian.test");
    const answer = await editor.send<{ saveDraft: unknown }>(SAVE, {
      input: {
        file: "fonts/new-face.yaml",
        kind: "fonts",
        raw: { slug: "new-face", name: 12 },
        basedOnVersion: null,
      },
    });
    const { errors } = (answer.body.data?.saveDraft ?? {}) as { errors: unknown[] };
    // The content build's words, at the field.
    expect(errors).toContainEqual({
      code: "INVALID_INPUT",
      field: "raw.name",
      message: "must be a string, not 12",
    });
    const none = await editor.send<{ draft: unknown }>(DRAFT, { file: "fonts/new-face.yaml" });
    expect(none.body.data?.draft).toBeNull();
    const wrongPlace = await editor.send<{ saveDraft: { errors: unknown[] } }>(SAVE, {
      input: { file: "../site.yaml", kind: "fonts", raw: {}, basedOnVersion: null },
    });
    expect(wrongPlace.body.data?.saveDraft.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "file",
        message: "fonts lives in fonts/<slug>.yaml: lower-case letters, digits and hyphens.",
      },
    ]);
  });

  it("publishes nothing while a draft breaks the catalogue's checks, naming the file and field", async () => {
    const editor = await signedIn("editor@meridian.test");
    const publisher = await signedIn("publisher@meridian.test");
    type DraftAnswer = { draft: { raw: Record<string, unknown>; version: number } };
    const font = (await editor.send<DraftAnswer>(DRAFT, { file: "fonts/geist.yaml" })).body.data!
      .draft;
    const savedBroken = await editor.send<{ saveDraft: { errors: unknown[] } }>(SAVE, {
      input: {
        file: "fonts/geist.yaml",
        kind: "fonts",
        raw: { ...font.raw, classification: "no-such-classification" },
        basedOnVersion: font.version,
      },
    });
    expect(savedBroken.body.data?.saveDraft.errors).toEqual([]);
    const before = (await brandOf())._site.revision;
    const answer = await publisher.send<{
      publish: { errors: { field: string; message: string }[] };
    }>(PUBLISH, { input: { basedOn: before, summary: "broken" } });
    expect(answer.body.errors).toBeUndefined();
    const [error] = answer.body.data?.publish.errors ?? [];
    expect(error?.field).toBe("fonts/geist.yaml: classification");
    expect(error?.message).toMatch(/^fonts\/geist\.yaml: classification: .*no-such-classification/);
    expect((await brandOf())._site.revision).toBe(before);
    // Put back, for the tests after.
    const broken = (await editor.send<DraftAnswer>(DRAFT, { file: "fonts/geist.yaml" })).body.data!
      .draft;
    await editor.send(SAVE, {
      input: {
        file: "fonts/geist.yaml",
        kind: "fonts",
        raw: font.raw,
        basedOnVersion: broken.version,
      },
    });
  });
});

describe("a published family's data", () => {
  it("is what the revision served read from its files, for staff only", async () => {
    const QUERY = /* GraphQL */ `query ($slug: String!) {
      publishedFontData(slug: $slug) { styles glyphCount characterCount features axes { tag min default max } languages }
    }`;
    const editor = await signedIn("editor@meridian.test");
    type Data = {
      publishedFontData: {
        styles: string[];
        glyphCount: number;
        characterCount: number;
        features: string[];
        axes: { tag: string }[];
        languages: string[];
      } | null;
    };
    const { body } = await editor.send<Data>(QUERY, { slug: "geist" });
    const geist = (await testStore()).fonts.find((font) => font.slug === "geist")!;
    const data = body.data!.publishedFontData!;
    expect(data.styles).toEqual(geist.styles.map((style) => style.name));
    expect(data.styles).toContain("Regular");
    expect(data.glyphCount).toBe(geist.technical.glyphCount);
    expect(data.glyphCount).toBeGreaterThan(300);
    expect(data.features).toContain("liga (Standard Ligatures)");
    expect(data.languages).toContain("English");
    const missing = await editor.send<Data>(QUERY, { slug: "no-such-family" });
    expect(missing.body.data?.publishedFontData).toBeNull();
    const signedOut = await staffBrowser(api).send(QUERY, { slug: "geist" });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
  });
});

describe("an image source's preview", () => {
  const QUERY = /* GraphQL */ `query ($source: JSON!) {
    imagePreview(source: $source) { errors { field message } image { dataUrl width height } }
  }`;
  type Answer = {
    imagePreview: {
      errors: { field: string | null; message: string }[];
      image: { dataUrl: string; width: number; height: number } | null;
    };
  };
  const source = { alt: "Aa in Geist", font: "geist", text: "Aa\nBb", width: 1200, height: 800 };

  it("is drawn with a published family's outlines, small, as a WebP data URL", async () => {
    const editor = await signedIn("editor@meridian.test");
    const { body } = await editor.send<Answer>(QUERY, { source });
    expect(body.data?.imagePreview.errors).toEqual([]);
    const image = body.data!.imagePreview.image!;
    expect([image.width, image.height]).toEqual([640, 427]);
    expect(image.dataUrl).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(image.dataUrl.split(",")[1]!, "base64");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("names the field the build would refuse, and draws nothing", async () => {
    const editor = await signedIn("editor@meridian.test");
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...source, alt: "" }, "alt", /alt text/],
      [
        { ...source, font: "no-such-family" },
        "font",
        /no published family has the slug 'no-such-family'/,
      ],
      [{ ...source, style: "Ultra" }, "style", /Geist has no published style 'Ultra'/],
      [{ ...source, focalPoint: { x: 2, y: 0.5 } }, "focalPoint.x", /./],
    ];
    for (const [given, field, message] of cases) {
      const { body } = await editor.send<Answer>(QUERY, { source: given });
      expect(body.data?.imagePreview.image).toBeNull();
      expect(body.data?.imagePreview.errors[0]?.field).toBe(field);
      expect(body.data?.imagePreview.errors[0]?.message).toMatch(message);
    }
    const signedOut = await staffBrowser(api).send(QUERY, { source });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
  });
});

describe("preview links", () => {
  const PREVIEW_ACCESS = "mutation { previewAccess { token expiresAt } }";
  const check = (token: unknown, contentToken = LOCAL_CONTENT_TOKEN) =>
    api.request("/content/preview-access", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${contentToken}` },
      body: JSON.stringify({ token }),
    });

  it("give an editor a token the content service accepts for ten minutes", async () => {
    const editor = await signedIn("editor@meridian.test");
    const before = Date.now();
    const { body } = await editor.send<{ previewAccess: { token: string; expiresAt: string } }>(
      PREVIEW_ACCESS,
    );
    const access = body.data!.previewAccess;
    const minutes = (Date.parse(access.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    const accepted = await check(access.token);
    expect(accepted.status).toBe(204);
  });

  it("refuse a forged token, a signed-out visitor, and a caller without the content token", async () => {
    const forged = await check(`${Math.floor(Date.now() / 1000) + 300}.${"A".repeat(24)}`);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      error: "This preview link has expired or is not valid.",
    });
    const malformed = await check(42);
    expect(malformed.status).toBe(400);
    const { body } = await staffBrowser(api).send(PREVIEW_ACCESS);
    expect(body.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    const editor = await signedIn("editor@meridian.test");
    const issued = await editor.send<{ previewAccess: { token: string } }>(PREVIEW_ACCESS);
    const withoutContentToken = await check(issued.body.data!.previewAccess.token, "not-the-token");
    expect(withoutContentToken.status).toBe(401);
  });
});

describe("the second factor", () => {
  it("is set up on a production sign-in: QR code first, then a code of it, recovery codes once", async () => {
    const email = uniqueEmail("totp");
    await signedIn("admin@meridian.test").then((admin) =>
      admin.send(CREATE, {
        input: { email, name: "Two Factor", role: "EDITOR", password: "a long password here" },
      }),
    );
    const production = { ...api.env, NODE_ENV: "production" as const };
    const deps = (cookies = new Map<string, string>()) => ({
      database: api.database,
      env: production,
      logger,
      clientIp: "198.51.100.7",
      cookies: {
        get: (name: string) => cookies.get(name),
        set: (name: string, value: string) => void cookies.set(name, value),
      },
    });
    const first = await signInService(deps(), { email, password: "a long password here" });
    expect(first.staff).toBeUndefined();
    expect(first.totpSetup?.uri).toMatch(
      /^otpauth:\/\/totp\/Meridian%20staff:.+\?issuer=Meridian%20staff&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
    const { secret, setupToken } = first.totpSetup!;

    const wrong = await signInService(deps(), {
      email,
      password: "a long password here",
      setupToken,
      totpCode: "000000" === totpCode(secret) ? "111111" : "000000",
    });
    expect(wrong.errors).toEqual([
      { code: "INVALID_CREDENTIALS", field: "totpCode", message: STAFF_MESSAGES.codeWrong },
    ]);

    const cookies = new Map<string, string>();
    const code = totpCode(secret);
    const set = await signInService(deps(cookies), {
      email,
      password: "a long password here",
      setupToken,
      totpCode: code,
    });
    expect(set.errors).toEqual([]);
    expect(set.recoveryCodes).toHaveLength(10);
    expect(cookies.has("meridian_staff_session")).toBe(true);

    // From now on, in any mode: a code is needed, each code works once, a recovery code once.
    const noCode = await signInService(deps(), { email, password: "a long password here" });
    expect(noCode.errors[0]).toMatchObject({
      field: "totpCode",
      message: STAFF_MESSAGES.codeNeeded,
    });
    const replay = await signInService(deps(), {
      email,
      password: "a long password here",
      totpCode: code,
    });
    expect(replay.errors[0]).toMatchObject({
      field: "totpCode",
      message: STAFF_MESSAGES.codeWrong,
    });
    const recovery = set.recoveryCodes![3]!;
    const withRecovery = {
      email,
      password: "a long password here",
      totpCode: recovery.toUpperCase(),
    };
    expect((await signInService(deps(), withRecovery)).errors).toEqual([]);
    expect((await signInService(deps(), withRecovery)).errors[0]?.message).toBe(
      STAFF_MESSAGES.codeWrong,
    );
    expect(hashRecoveryCode(recovery)).toBe(hashRecoveryCode(recovery.replace("-", "")));
  });

  it("is asked of an account that has one, through the staff API too", async () => {
    const email = uniqueEmail("totp-api");
    await signedIn("admin@meridian.test").then((admin) =>
      admin.send(CREATE, {
        input: { email, name: "Code Keeper", role: "EDITOR", password: "a long password here" },
      }),
    );
    const row = await api.database.db.query.staffAccounts.findFirst({
      where: (table, { eq }) => eq(table.email, email),
    });
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await setTotp(api.database.db, row!.id, { secret, step: 0, recoveryCodeHashes: [] });
    const browser = staffBrowser(api);
    const without = await browser.send<{ signIn: { errors: unknown[] } }>(SIGN_IN, {
      input: { email, password: "a long password here" },
    });
    expect(without.body.data?.signIn.errors).toEqual([
      { code: "INVALID_CREDENTIALS", field: "totpCode", message: STAFF_MESSAGES.codeNeeded },
    ]);
    const withCode = await browser.send<{ signIn: { staff: { totpEnabled: boolean } } }>(SIGN_IN, {
      input: { email, password: "a long password here", totpCode: totpCode(secret) },
    });
    expect(withCode.body.data?.signIn.staff.totpEnabled).toBe(true);
  });
});

describe("the first admin of production", () => {
  it("is created once; the command refuses a second", async () => {
    const own = await privateDatabase("first_admin");
    const database = await own.open();
    try {
      const input = {
        email: "owner@foundry.example",
        name: "Owner",
        password: "a long password here",
      };
      expect((await createFirstAdmin(database, input)).errors).toEqual([]);
      expect(
        (await createFirstAdmin(database, { ...input, email: "second@foundry.example" })).errors,
      ).toEqual([
        {
          code: "ALREADY_EXISTS",
          field: null,
          message: "An admin exists already: sign in to the admin site as them to add staff.",
        },
      ]);
    } finally {
      await database.close();
      await own.drop();
    }
  });
});

describe("the endpoint", () => {
  it("takes JSON POSTs only", async () => {
    const get = await api.request("/staff/graphql?query={me{email}}");
    expect(get.status).toBe(405);
    const form = await api.request("/staff/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "query={me{email}}",
    });
    expect(form.status).toBe(415);
  });

  it("is not the content service's: a content token signs nobody in", async () => {
    const { body } = await staffBrowser(api).send(
      REVISIONS,
      {},
      { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}` },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
  });
});

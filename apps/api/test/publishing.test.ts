// Guards published content (DESIGN 4.12, ADR 0036) on PGlite and PostgreSQL: an empty database
// imports content/'s build as revision 1, once however many replicas start; a publish is served
// by every replica within CONTENT_POLL_MS, through the content service, with no restart; of two
// publishes racing from one revision, one wins and the other is told who came first; a stale or
// refused publish writes nothing; an earlier revision is published again (roll back).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BuiltStore, DEFAULT_BUILD_DIR, readSourceItems } from "@meridian/content/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CONTENT_TOKEN } from "../src/env";
import type { UserError } from "../src/errors";
import {
  deployedContent,
  IMPORT_AUTHOR,
  listRevisions,
  openPublishedContent,
  publishBuild,
  type RevisionRow,
  restoreRevision,
} from "../src/modules/publishing";
import { listDrafts } from "../src/modules/publishing/drafts-service";
import { selectRevisionSnapshot } from "../src/modules/publishing/publishing-repository";
import { storeFilesDir } from "../src/platform/content/store-files";
import type { Database } from "../src/platform/db/database";
import { createLogger } from "../src/platform/logging/logger";
import { createTestApp, openTestDatabase, type TestApp, testStore } from "./helpers/test-app";

const POLL_MS = 100;
const logger = createLogger("silent");
let seed: BuiltStore;
let first: Database;
let second: Database;
let a: TestApp;
let b: TestApp;
let imported: number;

const filesCache = mkdtempSync(join(tmpdir(), "meridian-publishing-"));

/** A replica's published content: both import on start, only the first finds nothing there. */
const published = (database: Database) =>
  openPublishedContent({
    database,
    logger,
    pollMs: POLL_MS,
    ...deployedContent({ CONTENT_BUILD_DIR: DEFAULT_BUILD_DIR, DATA_DIR: filesCache }),
  });

/**
 * Publishes `store` with the files and sources of the revision it is based on: what the
 * revision mechanics need, without a build (publish-drafts.test.ts builds drafts).
 */
async function publishStore(
  database: Database,
  input: { store: BuiltStore; publishedBy: string; summary: string; basedOn: number },
): Promise<{ ok: true; value: RevisionRow } | { ok: false; errors: UserError[] }> {
  const basis = await selectRevisionSnapshot(database.db, input.basedOn);
  return publishBuild(database, { ...input, sources: basis!.sources, files: basis!.files });
}

beforeAll(async () => {
  seed = await testStore();
  first = await openTestDatabase();
  // PostgreSQL: a second pool on the same database, as another replica has. PGlite is one
  // process's database: its replicas are two apps over it.
  second = process.env.TEST_DB === "postgres" ? await openTestDatabase() : first;
  [a, b] = await Promise.all([
    createTestApp({}, { database: async () => first, content: published }),
    createTestApp({}, { database: async () => second, content: published }),
  ]);
  imported = (await listRevisions(first))[0]!.id;
});
afterAll(async () => {
  await a?.close();
  if (second !== first) await b?.close();
  rmSync(filesCache, { recursive: true, force: true });
});

async function siteOf(api: TestApp): Promise<{ revision: number; builtAt: string }> {
  const response = await api.request("/content/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${LOCAL_CONTENT_TOKEN}` },
    body: JSON.stringify({ query: "{ _site { revision builtAt } }" }),
  });
  return ((await response.json()) as { data: { _site: { revision: number; builtAt: string } } })
    .data._site;
}

async function fontName(api: TestApp, slug: string): Promise<string | undefined> {
  const response = await api.request("/content/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${LOCAL_CONTENT_TOKEN}` },
    body: JSON.stringify({
      query: "query ($slug: String!) { font(filter: { slug: { eq: $slug } }) { name } }",
      variables: { slug },
    }),
  });
  return ((await response.json()) as { data: { font: { name: string } | null } }).data.font?.name;
}

/** Waits until `read` gives `expected`, at most `withinMs`; resolves with the time it took. */
async function within<T>(withinMs: number, read: () => Promise<T>, expected: T): Promise<number> {
  const started = performance.now();
  let last: T | undefined;
  while (performance.now() - started < withinMs) {
    last = await read();
    if (last === expected) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`still ${String(last)} after ${withinMs} ms; expected ${String(expected)}`);
}

/** The seed with one font's name changed, built "now". */
function withFontName(slug: string, name: string): BuiltStore {
  const store = structuredClone(seed);
  store.fonts.find((font) => font.slug === slug)!.name = name;
  store.builtAt = new Date().toISOString();
  return store;
}

describe("the first start", () => {
  it("imports content/'s build as the revision served, once for both replicas", async () => {
    const revisions = await listRevisions(first);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      publishedBy: IMPORT_AUTHOR,
      summary: `Imported from content/ (built ${seed.builtAt})`,
      restoredFrom: null,
    });
    expect(await siteOf(a)).toEqual({ revision: imported, builtAt: seed.builtAt });
    expect(await siteOf(b)).toEqual({ revision: imported, builtAt: seed.builtAt });
  });

  it("serves exactly the store it imported, from the deploy's build's files", async () => {
    const content = await published(first);
    try {
      expect(content.current().id).toBe(imported);
      expect(content.current().store).toEqual(seed);
      expect(storeFilesDir(content.current().store)).toBe(DEFAULT_BUILD_DIR);
    } finally {
      content.close();
    }
  });

  it("imports the items the store was built from as drafts, each as published", async () => {
    const drafts = await listDrafts(first);
    const files = new Set((await readSourceItems()).map((item) => item.file));
    expect(drafts.map((draft) => draft.file).sort()).toEqual([...files].sort());
    expect(new Set(drafts.map((draft) => draft.state))).toEqual(new Set(["published"]));
    const widths = drafts.find((draft) => draft.file === "widths.yaml");
    expect(widths).toMatchObject({ kind: "widths", version: 1, updatedBy: IMPORT_AUTHOR });
    expect(Array.isArray(widths?.raw)).toBe(true);
  });
});

describe("publishing", () => {
  it("is served by every replica within 2 s, with no restart", async () => {
    const result = await publishStore(first, {
      store: withFontName("geist", "Geist Published"),
      publishedBy: "publisher@meridian.test",
      summary: "Geist renamed",
      basedOn: imported,
    });
    if (!result.ok) throw new Error(result.errors[0]!.message);
    const revision = result.value;
    expect(revision.id).toBeGreaterThan(imported);
    await within(2_000, () => fontName(b, "geist"), "Geist Published");
    await within(2_000, () => fontName(a, "geist"), "Geist Published");
    expect((await siteOf(b)).revision).toBe(revision.id);
  });

  it("answers a read that asks for a newer revision from it, before its next poll", async () => {
    // A replica that would not look for a minute: only the read's ?revision= makes it look.
    const slow = await createTestApp(
      {},
      {
        database: async () => second,
        content: (database) =>
          openPublishedContent({
            database,
            logger,
            pollMs: 60_000,
            ...deployedContent({ CONTENT_BUILD_DIR: DEFAULT_BUILD_DIR, DATA_DIR: filesCache }),
          }),
      },
    );
    try {
      const basedOn = (await listRevisions(first))[0]!.id;
      const result = await publishStore(first, {
        store: withFontName("geist", "Geist Asked For"),
        publishedBy: "publisher@meridian.test",
        summary: "asked for",
        basedOn,
      });
      if (!result.ok) throw new Error(result.errors[0]!.message);
      const response = await slow.request(`/content/graphql?revision=${result.value.id}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`,
        },
        body: JSON.stringify({
          query: '{ _site { revision } font(filter: { slug: { eq: "geist" } }) { name } }',
        }),
      });
      expect((await response.json()).data).toEqual({
        _site: { revision: result.value.id },
        font: { name: "Geist Asked For" },
      });
    } finally {
      await slow.app.close();
    }
  });

  it("lets one of two publishes from the same revision win, and tells the other who came first", async () => {
    const basedOn = (await listRevisions(first))[0]!.id;
    const [one, two] = await Promise.all([
      publishStore(first, {
        store: withFontName("inter", "Inter One"),
        publishedBy: "one@meridian.test",
        summary: "Inter one",
        basedOn,
      }),
      publishStore(second, {
        store: withFontName("inter", "Inter Two"),
        publishedBy: "two@meridian.test",
        summary: "Inter two",
        basedOn,
      }),
    ]);
    const won = [one, two].filter((result) => result.ok);
    const lost = [one, two].find((result) => !result.ok);
    expect(won).toHaveLength(1);
    if (!won[0]?.ok || !lost || lost.ok) throw new Error("expected one winner and one refusal");
    const winner = won[0].value;
    expect(lost.errors).toEqual([
      {
        code: "CONTENT_CHANGED",
        field: "basedOn",
        message:
          `Revision ${winner.id} was published by ${winner.publishedBy} at ` +
          `${winner.createdAt.toISOString()}, after the revision this change is based on. ` +
          "Review what it changed, then publish again.",
      },
    ]);
    expect((await listRevisions(first))[0]!.id).toBe(winner.id);
    const name = winner.publishedBy === "one@meridian.test" ? "Inter One" : "Inter Two";
    await within(2_000, () => fontName(a, "inter"), name);
  });

  it("refuses a publish based on an older revision and writes nothing", async () => {
    const before = await listRevisions(first);
    const result = await publishStore(first, {
      store: withFontName("geist", "Geist Stale"),
      publishedBy: "late@meridian.test",
      summary: "late",
      basedOn: imported,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]!.code).toBe("CONTENT_CHANGED");
    expect(await listRevisions(first)).toEqual(before);
  });
});

describe("rolling back", () => {
  it("publishes an earlier revision's store again, as a new revision that names it", async () => {
    const current = (await listRevisions(first))[0]!;
    const result = await restoreRevision(first, {
      revisionId: imported,
      publishedBy: "publisher@meridian.test",
      basedOn: current.id,
    });
    if (!result.ok) throw new Error(result.errors[0]!.message);
    expect(result.value).toMatchObject({
      summary: `Restored revision ${imported}`,
      restoredFrom: imported,
      publishedBy: "publisher@meridian.test",
    });
    const name = seed.fonts.find((font) => font.slug === "geist")!.name;
    await within(2_000, () => fontName(b, "geist"), name);
    await within(2_000, async () => (await siteOf(a)).revision, result.value.id);
    expect(await siteOf(a)).toEqual({ revision: result.value.id, builtAt: seed.builtAt });
  });

  it("refuses the revision served now and one that does not exist, writing nothing", async () => {
    const before = await listRevisions(first);
    const current = before[0]!.id;
    expect(
      await restoreRevision(first, { revisionId: current, publishedBy: "x", basedOn: current }),
    ).toEqual({
      ok: false,
      errors: [
        {
          code: "INVALID_INPUT",
          field: "revisionId",
          message: `Revision ${current} is the one published now.`,
        },
      ],
    });
    expect(
      await restoreRevision(first, { revisionId: 999_999, publishedBy: "x", basedOn: current }),
    ).toEqual({
      ok: false,
      errors: [{ code: "NOT_FOUND", field: "revisionId", message: "There is no revision 999999." }],
    });
    expect(await listRevisions(first)).toEqual(before);
  });
});

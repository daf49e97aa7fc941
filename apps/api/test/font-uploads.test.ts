// Guards font uploads (DESIGN 4.12, ADR 0036) on PGlite and PostgreSQL: staff upload a font's
// bytes, a job on the queue processes it with the content build's own pipeline (pending →
// complete with the font's data, or failed with the reason), and a draft naming the upload
// publishes a family the sites serve. What is no font, too large, truncated or a WOFF2 "zip
// bomb" is refused or fails with its reason, and changes nothing published.
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { cacheEntryDir } from "@meridian/content/font-processing";
import { CATALOGUE_NODE_MODULES_DIR } from "@meridian/content/sources";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CONTENT_TOKEN } from "../src/env";
import { deployedContent, openPublishedContent } from "../src/modules/publishing";
import { selectFontUploads } from "../src/modules/publishing/font-uploads-repository";
import { selectBlob } from "../src/modules/publishing/publishing-repository";
import { restoreFontCacheEntry } from "../src/modules/publishing/upload-files";
import { seedDevelopmentStaff } from "../src/modules/staff";
import { createLogger } from "../src/platform/logging/logger";
import { type AuthPayload, authHeaders, REGISTER, uniqueEmail } from "./helpers/accounts";
import { privateDatabase } from "./helpers/private-database";
import { type StaffBrowser, signedIn } from "./helpers/staff-browser";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const logger = createLogger("silent");
let api: TestApp;
let drop: () => Promise<void>;
let editor: StaffBrowser;
let publisher: StaffBrowser;

const GEIST_BOLD = readFileSync(
  join(CATALOGUE_NODE_MODULES_DIR, "geist/dist/fonts/geist-sans/Geist-Bold.ttf"),
);

beforeAll(async () => {
  const own = await privateDatabase("font_uploads");
  drop = own.drop;
  api = await createTestApp(
    {},
    {
      database: own.open,
      content: (database, env) =>
        openPublishedContent({ database, logger, pollMs: 100, ...deployedContent(env) }),
    },
  );
  await seedDevelopmentStaff(api.database);
  editor = await signedIn(api, "editor@meridian.test");
  publisher = await signedIn(api, "publisher@meridian.test");
});
afterAll(async () => {
  await api?.close();
  await drop?.();
});

interface UploadAnswer {
  upload?: { id: string; path: string; status: string; fileName: string; format: string };
  error?: string;
  field?: string;
}

function upload(
  bytes: Uint8Array,
  name: string,
  headers: Record<string, string> = { cookie: editor.cookie },
): Promise<Response> {
  return api.request(`/staff/font-uploads?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", ...headers },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

const UPLOADS = /* GraphQL */ `
  query ($ids: [ID!]) {
    fontUploads(ids: $ids) {
      id fileName path format sizeBytes status error uploadedBy
      data { familyName styleName glyphCount characterCount features weightClass italic outlines languages }
    }
  }
`;
interface UploadView {
  id: string;
  fileName: string;
  path: string;
  status: string;
  error: string | null;
  data: { familyName: string; glyphCount: number; features: string[]; languages: string[] } | null;
}

async function uploadView(id: string): Promise<UploadView> {
  const { body } = await editor.send<{ fontUploads: UploadView[] }>(UPLOADS, { ids: [id] });
  return body.data!.fontUploads[0]!;
}

/** Uploads a file and runs the queue's jobs: the upload as staff then see it. */
async function processed(bytes: Uint8Array, name: string): Promise<UploadView> {
  const response = await upload(bytes, name);
  expect(response.status).toBe(202);
  const { upload: pending } = (await response.json()) as UploadAnswer;
  expect(await uploadView(pending!.id)).toMatchObject({ status: "PENDING", error: null });
  await api.runDueJobs();
  return uploadView(pending!.id);
}

async function uploadCount(): Promise<number> {
  const { body } = await editor.send<{ fontUploads: unknown[] }>(UPLOADS);
  return body.data!.fontUploads.length;
}

/** A WOFF2 whose one table (name) decompresses to `origLength` zero bytes: a "zip bomb". */
function woff2Bomb(origLength: number, declaredSfntSize: number): Buffer {
  const stream = brotliCompressSync(Buffer.alloc(origLength), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
  });
  const base128: number[] = [];
  for (let rest = origLength; ; rest = Math.floor(rest / 128)) {
    base128.unshift((rest & 0x7f) | (base128.length > 0 ? 0x80 : 0));
    if (rest < 128) break;
  }
  const directory = Buffer.from([5, ...base128]); // 5: the known tag 'name', no transform
  const header = Buffer.alloc(48);
  header.write("wOF2", 0, "latin1");
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(48 + directory.length + stream.length, 8);
  header.writeUInt16BE(1, 12);
  header.writeUInt32BE(declaredSfntSize, 16);
  header.writeUInt32BE(stream.length, 20);
  return Buffer.concat([header, directory, stream]);
}

describe("the upload route", () => {
  it("takes uploads from staff only, as bytes", async () => {
    expect((await upload(GEIST_BOLD, "Geist-Bold.ttf", {})).status).toBe(401);
    const shop = await api.graphql<{ userRegister: AuthPayload }>(REGISTER, {
      email: uniqueEmail("uploader"),
      password: "a long shop password",
      passwordConfirmation: "a long shop password",
      name: "Shop Customer",
    });
    const credentials = shop.data!.userRegister.credentials!;
    // A customer's token, as headers and even in the staff cookie, is no staff session.
    const asCustomer = await upload(GEIST_BOLD, "Geist-Bold.ttf", {
      ...authHeaders(credentials),
      cookie: `meridian_staff_session=${credentials.accessToken}`,
    });
    expect(asCustomer.status).toBe(401);
    expect(await asCustomer.json()).toEqual({ error: "Sign in as staff to upload fonts." });

    // A cross-site form can send only form and text bodies: none is taken.
    const asForm = await upload(GEIST_BOLD, "Geist-Bold.ttf", {
      cookie: editor.cookie,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(asForm.status).toBe(415);
    expect(await uploadCount()).toBe(0);
  });

  it("refuses what is no font, by its bytes, and a file over the limit, storing nothing", async () => {
    const text = await upload(new TextEncoder().encode("Not a font at all"), "Regular.otf");
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      error: "Regular.otf: not a font file: unrecognised signature",
      field: "file",
    });
    const woff = Buffer.concat([Buffer.from("wOFF"), GEIST_BOLD.subarray(4)]);
    expect(await (await upload(woff, "Geist-Bold.woff")).json()).toMatchObject({
      error:
        "Geist-Bold.woff: unsupported format: WOFF 1.0 (upload the OTF, TTF or WOFF2 file instead)",
    });
    const empty = await upload(new Uint8Array(), "Empty.otf");
    expect(await empty.json()).toEqual({ error: "Empty.otf is empty.", field: "file" });

    const fiftyMegabytes = Buffer.alloc(50 * 1024 * 1024);
    fiftyMegabytes.write("OTTO", 0, "latin1");
    const large = await upload(fiftyMegabytes, "Huge.otf");
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: "The request body is larger than 24 MB." });
    expect(await uploadCount()).toBe(0);
  });
});

describe("processing", () => {
  it("reads a font as the content build does and keeps what it made for other replicas", async () => {
    const done = await processed(GEIST_BOLD, "Geist-Bold.ttf");
    const geist = (await testStore()).fonts.find((font) => font.slug === "geist")!;
    const bold = geist.styles.find((style) => style.name === "Bold")!;
    expect(done).toMatchObject({
      fileName: "Geist-Bold.ttf",
      path: expect.stringMatching(/^uploads\/[0-9a-f]{64}\.ttf$/),
      status: "COMPLETE",
      error: null,
      data: {
        familyName: "Geist",
        styleName: "Bold",
        glyphCount: bold.glyphCount,
        weightClass: 700,
        italic: false,
        outlines: "truetype",
      },
    });
    expect(done.data!.features).toContain("kern");
    expect(done.data!.languages).toContain("German");

    // A replica that did not process it restores the same files from the database.
    const [row] = await selectFontUploads(api.database.db, [done.id]);
    const elsewhere = await mkdtemp(join(tmpdir(), "meridian-font-cache-"));
    try {
      await restoreFontCacheEntry(elsewhere, row!, (hash) => selectBlob(api.database.db, hash));
      const here = cacheEntryDir(api.env.CONTENT_CACHE_DIR, row!.hash);
      const there = cacheEntryDir(elsewhere, row!.hash);
      const names = (await readdir(there)).sort();
      expect(names).toEqual(["data.json", "web.woff", "web.woff2"]);
      for (const name of names) {
        expect(await readFile(join(there, name))).toEqual(await readFile(join(here, name)));
      }
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it("fails a truncated font and a WOFF2 bomb with their reasons, once", async () => {
    const truncated = await processed(GEIST_BOLD.subarray(0, 20_000), "Geist-Bold-cut.ttf");
    expect(truncated.status).toBe("FAILED");
    expect(truncated.error).toMatch(/^damaged font file: its tables could not be read/);
    expect(truncated.data).toBeNull();

    const declared = await processed(
      woff2Bomb(200 * 1024 * 1024, 200 * 1024 * 1024 + 28),
      "Bomb.woff2",
    );
    expect(declared).toMatchObject({
      status: "FAILED",
      error:
        "WOFF2 file too large once decompressed: it declares 200 MB, and a font may hold at most 128 MB",
    });
    const lying = await processed(woff2Bomb(200 * 1024 * 1024, 100_000), "Liar.woff2");
    expect(lying).toMatchObject({
      status: "FAILED",
      error: "damaged WOFF2 file: it could not be decompressed",
    });
    // Failed for good: nothing is left to run.
    expect(await api.runDueJobs()).toBe(0);
  });
});

describe("publishing an upload", () => {
  const DRAFT_FILE = "fonts/upload-sans.yaml";
  const SAVE = /* GraphQL */ `
    mutation ($input: SaveDraftInput!) {
      saveDraft(input: $input) { errors { code field message } draft { version } }
    }
  `;
  const PUBLISH = /* GraphQL */ `
    mutation ($input: PublishInput!) {
      publish(input: $input) { errors { field message } revision { id } }
    }
  `;
  const REVISION = "{ revisions(first: 1) { id } }";
  const FONT = /* GraphQL */ `
    query ($slug: String!) {
      _site { revision }
      font(filter: { slug: { eq: $slug } }) { name styles { name weightClass fileUrl } }
    }
  `;
  let version: number | null = null;

  /** A one-style family whose style is the upload at `path`, saved as the draft. */
  async function saveFamily(path: string) {
    const raw = {
      id: "upload-sans",
      name: "Upload Sans",
      baseName: "Upload Sans",
      slug: "upload-sans",
      designer: "A. Designer",
      classification: "sans-serif",
      initialText: "Hamburgefonstiv",
      initialStyle: "Bold",
      styles: [{ id: "upload-sans-bold", name: "Bold", file: path }],
      pricePerStyleGbp: 50,
      topImage: { alt: "Upload Sans", font: "inter", text: "Aa" },
      intro: "A family uploaded by staff.",
    };
    const { body } = await editor.send<{
      saveDraft: { errors: unknown[]; draft: { version: number } };
    }>(SAVE, { input: { file: DRAFT_FILE, kind: "fonts", raw, basedOnVersion: version } });
    expect(body.data?.saveDraft.errors).toEqual([]);
    version = body.data!.saveDraft.draft.version;
  }

  async function publish() {
    const current = await publisher.send<{ revisions: { id: number }[] }>(REVISION);
    const basedOn = current.body.data!.revisions[0]!.id;
    const { body } = await publisher.send<{
      publish: { errors: { field: string; message: string }[]; revision: { id: number } | null };
    }>(PUBLISH, { input: { basedOn, summary: "Upload Sans" } });
    return { basedOn, ...body.data!.publish };
  }

  async function served(slug: string, environment: "main" | "preview" = "main") {
    const response = await api.request(`/content/environments/${environment}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`,
      },
      body: JSON.stringify({ query: FONT, variables: { slug } }),
    });
    return (
      (await response.json()) as {
        data: {
          _site: { revision: number };
          font: { name: string; styles: { name: string; weightClass: number; fileUrl: string }[] };
        };
      }
    ).data;
  }

  it("refuses to publish a style whose upload failed or is still processing, naming it", async () => {
    const response = await upload(GEIST_BOLD.subarray(0, 20_000), "Cut-Bold.ttf");
    const { upload: pending } = (await response.json()) as UploadAnswer;
    await saveFamily(pending!.path);
    const waiting = await publish();
    expect(waiting.revision).toBeNull();
    expect(waiting.errors.map((error) => error.message)).toContainEqual(
      expect.stringMatching(
        /^fonts\/upload-sans\.yaml: .*Cut-Bold\.ttf is still being processed: publish once its upload is complete$/,
      ),
    );
    await api.runDueJobs();
    const failed = await publish();
    expect(failed.revision).toBeNull();
    expect(failed.errors.map((error) => error.message)).toContainEqual(
      expect.stringMatching(
        /^fonts\/upload-sans\.yaml: .*Cut-Bold\.ttf could not be processed: damaged font file: /,
      ),
    );
    expect((await served("upload-sans"))._site.revision).toBe(failed.basedOn);
    expect((await served("upload-sans")).font).toBeNull();
  });

  it("previews a family from an uploaded file, then publishes it, served with its web font", async () => {
    const done = await processed(GEIST_BOLD, "UploadSans-Bold.ttf");
    await saveFamily(done.path);

    // The draft is the preview's only: its font file is served to a signed preview URL alone.
    expect((await served("upload-sans")).font).toBeNull();
    const previewed = (await served("upload-sans", "preview")).font;
    expect(previewed.name).toBe("Upload Sans");
    const previewUrl = new URL(previewed.styles[0]!.fileUrl);
    expect(previewUrl.searchParams.get("preview")).toMatch(/^[\w-]{24}$/);
    const previewFile = await api.request(`${previewUrl.pathname}${previewUrl.search}`);
    expect(previewFile.status).toBe(200);
    expect(previewFile.headers.get("cache-control")).toBe("private, no-store");
    const forged = new URL(previewUrl);
    forged.searchParams.set("preview", "A".repeat(24));
    for (const url of [`${previewUrl.pathname}?v=1`, `${forged.pathname}${forged.search}`]) {
      expect((await api.request(url)).status).toBe(404);
    }

    const published = await publish();
    expect(published.errors).toEqual([]);
    const { _site, font } = await served("upload-sans");
    expect(_site.revision).toBe(published.revision!.id);
    expect(font.name).toBe("Upload Sans");
    const [bold] = font.styles;
    expect(bold).toMatchObject({ name: "Bold", weightClass: 700 });
    const url = new URL(bold!.fileUrl);
    expect(url.pathname).toBe("/fonts/upload-sans/UploadSans-Bold.woff2");
    // Its file is new: the save stamped the style, and the URL's version is that time.
    expect(Number(url.searchParams.get("v"))).toBeGreaterThan(Date.now() - 60_000);
    const file = await api.request(`${url.pathname}${url.search}`, {
      headers: { origin: api.env.SITE_ORIGINS[0]! },
    });
    expect(file.status).toBe(200);
    const [row] = await selectFontUploads(api.database.db, [done.id]);
    const webFont = join(cacheEntryDir(api.env.CONTENT_CACHE_DIR, row!.hash), "web.woff2");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(await readFile(webFont));
  });
});

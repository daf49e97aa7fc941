// Guards the API's production artefact: the bundle (dist/) with only the production
// node_modules `pnpm deploy --prod` installs, copied outside the repository and started with
// plain `node dist/main.mjs` — no tsx, no workspace — serves readiness, logins, carts, font
// subsets (worker threads), images, a bought licence's ZIP with its certificate and a trial
// archive built by the job runner; reports an unexpected failure to Sentry and serves its
// metrics from the bundle; and, with NODE_ENV unset, refuses to start without each of its
// secrets and folders, naming them.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fontFileName } from "@meridian/codecs/font-url";
import { CATALOGUE_NODE_MODULES_DIR } from "@meridian/content/sources";
import type { BuiltStore } from "@meridian/content/store";
import { type SentryIngest, startSentryIngest } from "@meridian/sentry-ingest";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiDeployArgs } from "../../../../scripts/api-deploy.mjs";
import { totpCode } from "../../src/modules/staff";
import { LOGIN, PASSWORD, uniqueEmail } from "../helpers/accounts";
import { addFont, buyCart } from "../helpers/checkout-client";
import { firstLink, type OutboxMessage, readOutbox } from "../helpers/outbox";
import { ShopClient } from "../helpers/shop-client";
import { testStore } from "../helpers/test-app";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));
const repoRoot = join(apiDir, "../..");
const port = 4500 + (process.pid % 200);
const base = `http://127.0.0.1:${port}`;
const metricsPort = 4700 + (process.pid % 200);
/** Outside the repository, so nothing can be found by walking up to the workspace. */
const artefact = mkdtempSync(join(tmpdir(), "meridian-api-artefact-"));
const dataDir = join(artefact, "data");
let child: ChildProcess;
const logs: string[] = [];
let store: BuiltStore;
let ingest: SentryIngest;

/**
 * Runs pnpm (as the test command found it, else the copy `npm start`/`npm test` keep in .tools),
 * at most 5 minutes: a deploy that waits for ever (seen once, on a store another pnpm was
 * writing) fails the file instead of holding the whole run. A failure says what pnpm said.
 */
function pnpm(args: string[]) {
  const local = join(repoRoot, ".tools/node_modules/.bin/pnpm");
  try {
    execFileSync(existsSync(local) ? local : "pnpm", args, {
      cwd: repoRoot,
      stdio: "pipe",
      timeout: 5 * 60_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    const said = `${stdout ?? ""}${stderr ?? ""}`.slice(-4000);
    throw new Error(`pnpm ${args.join(" ")} failed: ${(error as Error).message}\n${said}`);
  }
}

/** What production needs and nothing from the test runner's environment (no NODE_OPTIONS). */
const productionEnv = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  CONTENT_TOKEN: "artefact-test-content-token-0123456789",
  JWT_SECRET: "artefact-test-jwt-secret-0123456789abcdef",
  DOWNLOAD_SECRET: "artefact-test-download-secret-0123456789",
  ALLOW_TEST_PAYMENTS: "true",
  DATA_DIR: dataDir,
  CONTENT_BUILD_DIR: join(artefact, "content-build"),
  FONT_PACKAGES_DIR: join(repoRoot, "content/node_modules"),
  // What the checkout's content build derived, as a deploy ships it: a publish derives nothing
  // again that is there.
  CONTENT_CACHE_DIR: join(repoRoot, "content/.cache"),
};

const ADMIN = { email: "owner@artefact.test", password: "the artefact's first admin" };

/** The image this deploy lacks (see contentBuildLacking): serving it fails unexpectedly. */
const lostImage = () => store.site.logos[1]!;

/**
 * The checkout's content build as the artefact reads it, linked file by file, less one image:
 * a deploy that lost a file, whose image route then fails as nothing else can make it.
 */
function contentBuildLacking(image: { id: string; format: string }) {
  const source = join(repoRoot, "content/build");
  const target = productionEnv.CONTENT_BUILD_DIR;
  mkdirSync(join(target, "images"), { recursive: true });
  for (const entry of readdirSync(source)) {
    if (entry !== "images") symlinkSync(join(source, entry), join(target, entry));
  }
  for (const file of readdirSync(join(source, "images"))) {
    if (file !== `${image.id}.${image.format}`) {
      symlinkSync(join(source, "images", file), join(target, "images", file));
    }
  }
}

beforeAll(async () => {
  // The production dependencies as a deployment installs them, from the workspace's lockfile
  // and pnpm's store, asking the registry for nothing (scripts/api-deploy.mjs). Then this
  // source's bundle in place of any dist/ there was.
  pnpm(apiDeployArgs(join(artefact, "app")));
  rmSync(join(artefact, "app/dist"), { recursive: true, force: true });
  execFileSync(process.execPath, ["scripts/bundle.mjs", join(artefact, "app/dist")], {
    cwd: apiDir,
    stdio: "pipe",
  });
  store = await testStore();
  contentBuildLacking(lostImage());
  // Production has no staff account until this command makes the first admin.
  execFileSync(
    process.execPath,
    ["dist/main.mjs", "create-admin", "--email", ADMIN.email, "--name", "Owner"],
    {
      cwd: join(artefact, "app"),
      env: { ...productionEnv, LOG_LEVEL: "warn" },
      input: ADMIN.password,
    },
  );
  ingest = await startSentryIngest();
  child = spawn(process.execPath, ["dist/main.mjs"], {
    cwd: join(artefact, "app"),
    env: {
      ...productionEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      SENTRY_DSN: ingest.dsn(),
      METRICS_PORT: String(metricsPort),
      PUBLIC_API_ORIGIN: base,
      JOBS_POLL_MS: "100",
      SHUTDOWN_DELAY_MS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => logs.push(String(chunk)));
  child.stderr?.on("data", (chunk) => logs.push(String(chunk)));
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    if (attempt > 600 || child.exitCode !== null) {
      throw new Error(`the artefact did not become ready:\n${logs.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  child?.kill("SIGKILL");
  await ingest?.close();
  rmSync(artefact, { recursive: true, force: true });
});

/** The started process, as the shop client's transport. */
const api = {
  request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
};

/** Waits for the job runner to write an e-mail to `to` into the outbox. */
async function mailTo(to: string): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const message = (await readOutbox(dataDir)).find((candidate) => candidate.to.includes(to));
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to}:\n${logs.join("")}`);
}

describe("the artefact, started with plain node", () => {
  it("holds no TypeScript and needs only the packages its bundle leaves out", () => {
    const installed = execFileSync("ls", [join(artefact, "app/node_modules")], { encoding: "utf8" })
      .split("\n")
      .filter((name) => name && !name.startsWith("."));
    // The native and WebAssembly packages (resvg and wawoff2 for a publish's build), Sentry's
    // SDK, prom-client, the documents' Japanese face and CLDR's exemplars, read from their
    // packages, and MJML, whose minifier imports its modules by computed path
    // (scripts/bundle.mjs); our own packages are in the bundle.
    expect(installed.sort()).toEqual(
      [
        "@electric-sql",
        "@expo-google-fonts",
        "@node-rs",
        "@resvg",
        "@sentry",
        "cldr-misc-full",
        "wawoff2",
        "mjml-core",
        "mjml-preset-core",
        "pdfkit",
        "piscina",
        "prom-client",
        "sharp",
        "subset-font",
      ].sort(),
    );
  });

  it("is ready, and answers a login and a visitor's cart", async () => {
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({
      status: "ready",
      database: "pglite",
    });
    const email = uniqueEmail("artefact");
    const customer = new ShopClient(api);
    await customer.register(email, PASSWORD);
    const login = await customer.data<{ userLogin: { credentials: { uid: string } | null } }>(
      LOGIN,
      { email, password: PASSWORD },
    );
    expect(login.userLogin.credentials?.uid).toBe(email);

    const visitor = new ShopClient(api);
    const manrope = store.fonts.find((font) => font.slug === "manrope")!;
    await addFont(visitor, { productId: manrope.id, licenceType: 0 });
    const { cart } = await visitor.data<{ cart: { items: { productId: string }[] } }>(
      "{ cart { items { productId } } }",
    );
    expect(cart.items.map((item) => item.productId)).toEqual([manrope.id]);
  });

  it("cuts a font subset on its worker threads and serves an image", async () => {
    const font = store.fonts.find((candidate) => !candidate.styles.some((s) => s.variable))!;
    const path = `${font.slug}/${fontFileName(font.name, font.styles[0]!.name).replace(/\.woff2$/, "")}`;
    const subset = await fetch(
      `${base}/font-subset.woff2?font_path=${encodeURIComponent(path)}&text=Hello`,
    );
    expect(subset.status).toBe(200);
    expect(
      Buffer.from(await subset.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("wOF2");

    const image = await fetch(`${base}${store.site.logos[0]!.url}?w=480`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("delivers a bought licence as a ZIP with its licence text and certificate", async () => {
    const client = new ShopClient(api);
    await client.register(uniqueEmail("artefact-buyer"), PASSWORD);
    const inter = store.fonts.find((font) => font.slug === "inter")!;
    await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
    await buyCart(client);
    const { downloads } = await client.data<{ downloads: { url: string }[] }>(
      "{ downloads { url } }",
    );
    const response = await fetch(downloads[0]!.url);
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names.some((name) => /\.(otf|ttf)$/.test(name))).toBe(true);
    const licence = names.find((name) => name.endsWith("/OFL.txt"))!;
    expect(new TextDecoder().decode(files[licence])).toContain("SIL Open Font License");
    const certificate = names.find((name) => /Licence certificate .*\.pdf$/.test(name))!;
    expect(Buffer.from(files[certificate]!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("builds a requested trial in its job runner and serves the e-mailed link", async () => {
    const email = uniqueEmail("artefact-trial");
    const client = new ShopClient(api);
    const result = await client.data<{ createTrialDownload: { ok: boolean } }>(
      `mutation { createTrialDownload(fullName: "Ada", email: "${email}", fontIds: "manrope") { ok } }`,
    );
    expect(result.createTrialDownload.ok).toBe(true);
    const link = firstLink(await mailTo(email));
    expect(link.origin).toBe(base);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(names).toContain("Manrope Trial/ManropeTrial-Regular.otf");
    expect(names).toContain("Manrope Trial/LICENSE.txt");
  });

  it("reports an unexpected failure to Sentry, once, with its request id and route", async () => {
    const response = await fetch(`${base}${lostImage().url}?w=480`, {
      headers: { "x-request-id": "artefact-lost-image-1" },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("artefact-lost-image-1");
    const [event] = await ingest.waitForEvents(1);
    expect(event).toMatchObject({
      tags: { request_id: "artefact-lost-image-1", route: "/images" },
      exception: {
        values: [expect.objectContaining({ value: expect.stringContaining("ENOENT") })],
      },
    });
  });

  it("serves its metrics on METRICS_PORT, moved by the requests above", async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /^meridian_api_http_request_duration_seconds_count\{route="\/images",status_class="5xx"\} 1$/m,
    );
    expect(text).toMatch(
      /^meridian_api_graphql_request_duration_seconds_count\{operation="other",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  // Last: the publish's build holds the image this deploy lost, which is then served.
  it("publishes its first admin's draft with its own bundled build, the second factor set up first", async () => {
    let cookie = "";
    const staff = async <T>(query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${base}/staff/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      return ((await response.json()) as { data: T }).data;
    };
    const SIGN_IN = `mutation ($input: SignInInput!) {
      signIn(input: $input) { errors { message } totpSetup { secret setupToken } recoveryCodes }
    }`;
    type SignIn = {
      signIn: {
        errors: { message: string }[];
        totpSetup: { secret: string; setupToken: string } | null;
        recoveryCodes: string[] | null;
      };
    };
    const first = await staff<SignIn>(SIGN_IN, { input: ADMIN });
    expect(first.signIn.errors).toEqual([]);
    expect(cookie).toBe("");
    const { secret, setupToken } = first.signIn.totpSetup!;
    const second = await staff<SignIn>(SIGN_IN, {
      input: { ...ADMIN, setupToken, totpCode: totpCode(secret) },
    });
    expect(second.signIn.recoveryCodes).toHaveLength(10);
    expect(cookie).toMatch(/^meridian_staff_session=/);

    const { draft } = await staff<{ draft: { raw: Record<string, unknown>; version: number } }>(
      "query ($file: String!) { draft(file: $file) { raw version } }",
      { file: "site.yaml" },
    );
    const saved = await staff<{ saveDraft: { errors: unknown[] } }>(
      `mutation ($input: SaveDraftInput!) { saveDraft(input: $input) { errors { message } } }`,
      {
        input: {
          file: "site.yaml",
          kind: "site",
          raw: { ...draft.raw, brand: "Meridian Artefact" },
          basedOnVersion: draft.version,
        },
      },
    );
    expect(saved.saveDraft.errors).toEqual([]);
    const { revisions } = await staff<{ revisions: { id: number }[] }>("{ revisions { id } }", {});
    const published = await staff<{ publish: { errors: unknown[]; revision: { id: number } } }>(
      `mutation ($input: PublishInput!) {
        publish(input: $input) { errors { message } revision { id } }
      }`,
      { input: { basedOn: revisions[0]!.id, summary: "The brand, from the artefact" } },
    );
    expect(published.publish.errors).toEqual([]);
    const content = await fetch(`${base}/content/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${productionEnv.CONTENT_TOKEN}`,
      },
      body: JSON.stringify({ query: "{ _site { revision } siteSetup { brand } }" }),
    });
    expect((await content.json()).data).toEqual({
      _site: { revision: published.publish.revision.id },
      siteSetup: { brand: "Meridian Artefact" },
    });

    // A font no build has seen, uploaded: processed by the bundle's own conversion worker.
    const uploaded = await fetch(`${base}/staff/font-uploads?name=Geist-ThinItalic.ttf`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", cookie },
      body: readFileSync(
        join(CATALOGUE_NODE_MODULES_DIR, "geist/dist/fonts/geist-sans/Geist-ThinItalic.ttf"),
      ),
    });
    expect(uploaded.status).toBe(202);
    const { upload } = (await uploaded.json()) as { upload: { id: string } };
    type Uploads = { fontUploads: { status: string; error: string | null; data: unknown }[] };
    const UPLOADS = `query ($ids: [ID!]) {
      fontUploads(ids: $ids) { status error data { styleName italic glyphCount } }
    }`;
    let processed = (await staff<Uploads>(UPLOADS, { ids: [upload.id] })).fontUploads[0]!;
    for (let wait = 0; processed.status === "PENDING" && wait < 600; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      processed = (await staff<Uploads>(UPLOADS, { ids: [upload.id] })).fontUploads[0]!;
    }
    expect(processed).toMatchObject({
      status: "COMPLETE",
      error: null,
      data: { styleName: "Thin Italic", italic: true },
    });
  }, 120_000);

  it("refuses to start in production without its secrets and folders, naming each", () => {
    let output = "";
    try {
      execFileSync(process.execPath, ["dist/main.mjs"], {
        cwd: join(artefact, "app"),
        env: { PATH: productionEnv.PATH },
        stdio: "pipe",
        encoding: "utf8",
      });
    } catch (error) {
      output = String((error as { stderr?: string }).stderr);
    }
    for (const name of [
      "CONTENT_TOKEN",
      "JWT_SECRET",
      "DOWNLOAD_SECRET",
      "STRIPE_SECRET_KEY",
      "DATA_DIR",
      "CONTENT_BUILD_DIR",
      "FONT_PACKAGES_DIR",
    ]) {
      expect(output).toContain(`${name}: required in production`);
    }
    expect(output).toContain("NODE_ENV is unset, which means production");
  });
});

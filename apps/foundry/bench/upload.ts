/**
 * `pnpm bench`: a four-style family uploaded until its page is served (issue 42, ADR 0036), on
 * this machine. The API from source in development (the embedded database; the README's staff
 * accounts) and the foundry's production build. BENCH_UPLOAD_RUNS (3) times, each on a fresh API,
 * foundry and font cache (the catalogue's cache hard-linked, so only the new fonts are new):
 * an editor uploads four Geist italics the catalogue does not hold (TTF, as a designer's export),
 * waits until the staff API says each is processed, saves a family naming them; a publisher
 * publishes it; timed from the first byte uploaded to the foundry's /fonts/<slug> answering with
 * the family's name. The parts: upload → all four processed, the publish request, publish → page.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { figure, median, recordFigures } from "@meridian/e2e/bench-figures";
import { startSiteShop } from "@meridian/e2e/site-shop";
import { staffClient as sharedStaffClient } from "@meridian/e2e/staff-client";

const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const PORTS = { site: 3211, api: 4211 };
const STYLES = ["Italic", "MediumItalic", "BoldItalic", "BlackItalic"];

const appDir = fileURLToPath(new URL("../", import.meta.url));
const repoDir = join(appDir, "../..");
const fontsDir = join(repoDir, "content/node_modules/geist/dist/fonts/geist-sans");

interface Upload {
  id: string;
  path: string;
  status: "PENDING" | "COMPLETE" | "FAILED";
  error: string | null;
}

/** An editor's or publisher's client, with the upload the admin site makes for them. */
function staffClient(origin: string) {
  const client = sharedStaffClient(origin);
  return {
    send: client.send,
    signIn: (email: string) => client.signIn(email),
    async upload(file: string): Promise<Upload> {
      const response = await fetch(`${origin}/staff/font-uploads?name=${file}`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream", cookie: client.cookie },
        body: readFileSync(join(fontsDir, file)),
      });
      if (response.status !== 202) throw new Error(`upload ${file}: ${await response.text()}`);
      return ((await response.json()) as { upload: Upload }).upload;
    },
  };
}

async function until<T>(read: () => Promise<T | null>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

interface Sample {
  processed: number;
  publish: number;
  shown: number;
  total: number;
}

async function run(round: number): Promise<Sample> {
  const dataDir = mkdtempSync(join(tmpdir(), "meridian-bench-upload-"));
  const cacheDir = join(dataDir, "content-cache");
  execFileSync("cp", ["-al", join(repoDir, "content/.cache"), cacheDir]);
  const shop = startSiteShop({
    site: "foundry",
    ports: PORTS,
    dataDir,
    apiEnv: { CONTENT_CACHE_DIR: cacheDir, NODE_ENV: "development" },
  });
  const { siteUrl, apiUrl } = shop;
  try {
    await shop.ready();
    const editor = staffClient(apiUrl);
    const publisher = staffClient(apiUrl);
    await editor.signIn("editor@meridian.test");
    await publisher.signIn("publisher@meridian.test");
    const slug = `geist-italic-bench-${round}`;
    const name = `Geist Italic Bench ${round}`;

    const started = performance.now();
    const pending = await Promise.all(STYLES.map((style) => editor.upload(`Geist-${style}.ttf`)));
    const uploads = await until(async () => {
      const { fontUploads } = await editor.send<{ fontUploads: Upload[] }>(
        "query ($ids: [ID!]) { fontUploads(ids: $ids) { id path status error } }",
        { ids: pending.map((upload) => upload.id) },
      );
      const failed = fontUploads.find((upload) => upload.status === "FAILED");
      if (failed) throw new Error(`upload failed: ${failed.error}`);
      return fontUploads.every((upload) => upload.status === "COMPLETE") ? fontUploads : null;
    }, "processing");
    const processed = performance.now();
    const byId = new Map(uploads.map((upload) => [upload.id, upload.path]));
    const { saveDraft } = await editor.send<{ saveDraft: { errors: { message: string }[] } }>(
      "mutation ($input: SaveDraftInput!) { saveDraft(input: $input) { errors { message } } }",
      {
        input: {
          file: `fonts/${slug}.yaml`,
          kind: "fonts",
          basedOnVersion: null,
          raw: {
            id: slug,
            name,
            baseName: name,
            slug,
            designer: "Vercel with Basement Studio",
            classification: "sans-serif",
            initialText: "Swiss in spirit, set in italics",
            initialStyle: "Italic",
            pricePerStyleGbp: 60,
            topImage: { alt: name, font: "inter", text: "Aa" },
            intro: "Geist's italics, uploaded by staff.",
            styles: STYLES.map((style, index) => ({
              id: `${slug}-${style.toLowerCase()}`,
              name: style.replace("Italic", " Italic").trim(),
              file: byId.get(pending[index]!.id),
            })),
          },
        },
      },
    );
    if (saveDraft.errors.length) throw new Error(saveDraft.errors[0]!.message);
    const { revisions } = await publisher.send<{ revisions: { id: number }[] }>(
      "{ revisions(first: 1) { id } }",
    );
    const publishAt = performance.now();
    const { publish } = await publisher.send<{ publish: { errors: { message: string }[] } }>(
      "mutation ($input: PublishInput!) { publish(input: $input) { errors { message } } }",
      { input: { basedOn: revisions[0]!.id, summary: name } },
    );
    if (publish.errors.length) throw new Error(publish.errors[0]!.message);
    const published = performance.now();
    await until(async () => {
      const response = await fetch(`${siteUrl}/fonts/${slug}`).catch(() => null);
      return response?.ok && (await response.text()).includes(name) ? true : null;
    }, `/fonts/${slug}`);
    const shown = performance.now();
    return {
      processed: processed - started,
      publish: published - publishAt,
      shown: shown - published,
      total: shown - started,
    };
  } finally {
    // The next round takes the same ports: both gone first.
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const samples: Sample[] = [];
for (let round = 0; round < RUNS; round++) samples.push(await run(round));
const whole = (values: number[]) => Math.round(median(values));
const rows = {
  "upload → four styles processed (ms)": whole(samples.map((sample) => sample.processed)),
  "publish request (ms)": whole(samples.map((sample) => sample.publish)),
  "publish → /fonts/<slug> served (ms)": whole(samples.map((sample) => sample.shown)),
  "upload → page served (ms)": whole(samples.map((sample) => sample.total)),
};
console.log(`\nA four-style family uploaded until its page is served, median of ${RUNS}`);
console.table(rows);
console.log(
  "upload → page served (ms):",
  samples.map((sample) => Math.round(sample.total)).join(" "),
);
recordFigures("upload-family", [
  figure("four-style upload → processed", rows["upload → four styles processed (ms)"], "ms"),
  figure("four-style upload → page served", rows["upload → page served (ms)"], "ms"),
]);

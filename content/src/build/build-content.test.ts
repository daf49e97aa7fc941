// Guards `content build` as a whole: an invalid source writes nothing, a broken font file fails
// its own upload job without stopping the rest, and an unchanged catalogue rebuilds from cache.
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_FILE } from "../store/read-store";
import type { BuiltStore } from "../store/types";
import { buildContent } from "./build-content";

const catalogue = fileURLToPath(new URL("../..", import.meta.url));
/** The shared cache: after `pnpm content build` these builds take seconds, not minutes. */
const cacheDir = join(catalogue, ".cache");
const scratch: string[] = [];

/** A copy of the catalogue's sources (node_modules linked) that a test may change. */
async function copyCatalogue(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "meridian-content-"));
  scratch.push(dir);
  for (const entry of await readdir(catalogue)) {
    if (["node_modules", "build", ".cache", "src"].includes(entry)) continue;
    await cp(join(catalogue, entry), join(dir, entry), { recursive: true });
  }
  await mkdir(join(dir, "node_modules"));
  for (const entry of await readdir(join(catalogue, "node_modules"))) {
    await symlink(join(catalogue, "node_modules", entry), join(dir, "node_modules", entry));
  }
  return dir;
}

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("content build", () => {
  let contentDir: string;
  beforeAll(async () => {
    contentDir = await copyCatalogue();
  });

  it("writes nothing when a source is invalid, and names the file and field", async () => {
    const file = join(contentDir, "fonts", "inter.yaml");
    const original = await readFile(file, "utf8");
    await writeFile(file, original.replace(/^pricePerStyleGbp: .*$/m, "pricePerStyleGbp: -5"));
    const buildDir = join(contentDir, "build-invalid");
    try {
      const result = await buildContent({ contentDir, buildDir, cacheDir });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toContainEqual(
        expect.objectContaining({ file: "fonts/inter.yaml", field: "pricePerStyleGbp" }),
      );
      expect(existsSync(join(buildDir, STORE_FILE))).toBe(false);
    } finally {
      await writeFile(file, original);
    }
  });

  it("fails a broken font file's job with a reason and builds everything else", async () => {
    const broken = join(contentDir, "node_modules", "broken-font");
    await mkdir(broken);
    await writeFile(join(broken, "Broken.otf"), "this is not a font file at all");
    const file = join(contentDir, "fonts", "inter.yaml");
    const original = await readFile(file, "utf8");
    await writeFile(
      file,
      original.replace(
        '"@expo-google-fonts/inter/300Light/Inter_300Light.ttf"',
        '"broken-font/Broken.otf"',
      ),
    );
    const buildDir = join(contentDir, "build-broken");
    try {
      const result = await buildContent({ contentDir, buildDir, cacheDir });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const failed = result.store.uploadJobs.filter((job) => job.status === "failed");
      expect(failed).toEqual([
        expect.objectContaining({
          file: "broken-font/Broken.otf",
          error: "not a font file: unrecognised signature",
        }),
      ]);
      const inter = result.store.fonts.find((font) => font.slug === "inter")!;
      expect(inter.styles.map((style) => style.file)).not.toContain("broken-font/Broken.otf");
      expect(inter.styles.length).toBeGreaterThan(0);
      const complete = result.store.uploadJobs.filter((job) => job.status === "complete");
      expect(complete.length).toBe(result.store.uploadJobs.length - 1);
      const written = JSON.parse(await readFile(join(buildDir, STORE_FILE), "utf8")) as BuiltStore;
      expect(written.fonts.length).toBe(result.store.fonts.length);
    } finally {
      await writeFile(file, original);
    }
  });

  it("rebuilds an unchanged catalogue from the cache", async () => {
    const buildDir = join(contentDir, "build-twice");
    await buildContent({ contentDir, buildDir, cacheDir });
    const again = await buildContent({ contentDir, buildDir, cacheDir });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.store.uploadJobs.every((job) => job.cached && job.status === "complete")).toBe(
      true,
    );
  });
});

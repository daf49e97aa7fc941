// Guards the build a publish runs on sources checked from the database (DESIGN 4.12): the demo
// catalogue's items, kept as JSON, build the store `pnpm content build` writes, and a style's
// file is processed from wherever the resolver says it is.
import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  MINIMAL_CATALOGUE,
  minimalWith,
  NODE_MODULES_DIR,
} from "../sources/__fixtures__/minimal-copy";
import { checkSources } from "../sources/check-sources";
import type { Sources } from "../sources/layout";
import { readSourceFolder } from "../sources/read-source-folder";
import type { SourceItem } from "../sources/source-item";
import { nodeModulesStyleFiles, type StyleFileResolver } from "../sources/style-files";
import { SOURCES_FILE, STORE_FILE } from "../store/read-store";
import type { BuiltStore } from "../store/types";
import { buildContent } from "./build-content";
import { buildStore } from "./build-store";

const catalogue = fileURLToPath(new URL("../..", import.meta.url));
/** The shared cache: after `pnpm content build` these builds take seconds, not minutes. */
const cacheDir = join(catalogue, ".cache");
const scratch: string[] = [];

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "meridian-store-"));
  scratch.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A folder's items as the database gives them back (plain JSON, no lines), checked. */
async function checkedFromJson(
  dir: string,
  resolveStyleFile?: StyleFileResolver,
): Promise<Sources> {
  const folder = await readSourceFolder(dir);
  const kept = JSON.parse(JSON.stringify(folder.items)) as SourceItem[];
  const checked = await checkSources(kept, resolveStyleFile ? { resolveStyleFile } : {});
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.sources;
}

/** Files under `dir`, relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/**
 * The store as it is published, apart from what differs between any two builds: when it was
 * built, and when each font job ran and whether the cache already had its file.
 */
function published(store: BuiltStore) {
  const {
    builtAt: _builtAt,
    uploadJobs,
    ...rest
  } = JSON.parse(JSON.stringify(store)) as BuiltStore;
  return {
    ...rest,
    uploadJobs: uploadJobs.map(({ startedAt: _s, finishedAt: _f, cached: _c, ...job }) => job),
  };
}

describe("buildStore", () => {
  it("builds the demo catalogue's kept items into the store the folder build writes", async () => {
    const folderBuild = await scratchDir();
    const folderResult = await buildContent({
      contentDir: catalogue,
      buildDir: folderBuild,
      cacheDir,
    });
    expect(folderResult.ok).toBe(true);
    const written = JSON.parse(await readFile(join(folderBuild, STORE_FILE), "utf8")) as BuiltStore;

    const keptBuild = await scratchDir();
    const result = await buildStore(await checkedFromJson(catalogue), {
      buildDir: keptBuild,
      cacheDir,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));

    expect(published(result.store)).toEqual(published(written));
    expect(result.store.builtAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The same fonts and images are drawn into the build folder; the store (and the items it
    // was built from, which the folder build writes beside it) are the caller's.
    expect(existsSync(join(keptBuild, STORE_FILE))).toBe(false);
    const drawn = await filesIn(keptBuild);
    expect(drawn.some((file) => file.startsWith("images/"))).toBe(true);
    const theCallers = [STORE_FILE, SOURCES_FILE];
    expect(drawn).toEqual(
      (await filesIn(folderBuild)).filter((file) => !theCallers.includes(file)),
    );
  });

  describe("a style file kept elsewhere", () => {
    const upload = "uploads/fixture-serif-regular.otf";
    /** Manrope's small Latin subset stands in for a font a staff member uploaded. */
    const uploaded = join(NODE_MODULES_DIR, "manrope/latin-basic/manrope-regular.otf");

    /** The minimal catalogue with fixture-serif's Regular style naming the upload. */
    async function catalogueWithUpload(): Promise<string> {
      const font = await readFile(join(MINIMAL_CATALOGUE, "fonts/fixture-serif.yaml"), "utf8");
      return minimalWith(
        {
          "fonts/fixture-serif.yaml": font.replace(
            "source-serif/OTF/SourceSerif4-Regular.otf",
            upload,
          ),
        },
        scratch,
      );
    }

    it("is processed from where the resolver says it is", async () => {
      const kept = await scratchDir();
      const copy = join(kept, "by-hash.otf");
      await copyFile(uploaded, copy);
      const inNodeModules = nodeModulesStyleFiles(NODE_MODULES_DIR);
      const resolveStyleFile: StyleFileResolver = (file) =>
        file === upload ? Promise.resolve({ path: copy }) : inNodeModules(file);

      const sources = await checkedFromJson(await catalogueWithUpload(), resolveStyleFile);
      const buildDir = await scratchDir();
      const result = await buildStore(sources, { buildDir, cacheDir, resolveStyleFile });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));

      expect(result.store.uploadJobs).toContainEqual(
        expect.objectContaining({ file: upload, status: "complete", error: null }),
      );
      const serif = result.store.fonts.find((font) => font.slug === "fixture-serif")!;
      const regular = serif.styles.find((style) => style.name === "Regular")!;
      expect(regular.file).toBe(upload);
      // The desktop file is the uploaded file itself, and the technical data is read from it.
      expect(await readFile(join(buildDir, regular.files.desktop))).toEqual(
        await readFile(uploaded),
      );
      expect(serif.technical.nameMetadata.familyName).toBe("Manrope");
    });

    it("fails its own job with the resolver's reason when it has gone since the check", async () => {
      const inNodeModules = nodeModulesStyleFiles(NODE_MODULES_DIR);
      const sources = await checkedFromJson(await catalogueWithUpload(), (file) =>
        file === upload ? Promise.resolve({ path: uploaded }) : inNodeModules(file),
      );
      const gone: StyleFileResolver = (file) =>
        file === upload
          ? Promise.resolve({ problem: "the uploaded font is no longer kept" })
          : inNodeModules(file);
      const result = await buildStore(sources, {
        buildDir: await scratchDir(),
        cacheDir,
        resolveStyleFile: gone,
      });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));

      expect(result.store.uploadJobs.filter((job) => job.status === "failed")).toEqual([
        expect.objectContaining({ file: upload, error: "the uploaded font is no longer kept" }),
      ]);
      const serif = result.store.fonts.find((font) => font.slug === "fixture-serif")!;
      expect(serif.styles.map((style) => style.name)).toEqual(["Italic"]);
    });
  });
});

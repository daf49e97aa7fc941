// Guards the check a publish runs on items kept in the database (DESIGN 4.12): items read from
// content/ survive a trip through JSON, and check to the same sources and the same errors as the
// files do, naming the item's file and field (without a line, which only a file has).
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MINIMAL_CATALOGUE, minimalWith, NODE_MODULES_DIR } from "./__fixtures__/minimal-copy";
import { checkSources, type LoadSourcesResult } from "./check-sources";
import type { SourceError } from "./errors";
import { loadSources } from "./load-sources";
import { readSourceFolder } from "./read-source-folder";
import type { SourceItem } from "./source-item";
import { nodeModulesStyleFiles, type StyleFileResolver } from "./style-files";

const scratch: string[] = [];
afterEach(async () => {
  await Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const inNodeModules = nodeModulesStyleFiles(NODE_MODULES_DIR);

/** The folder's items as a database gives them back: plain JSON, no lines. */
async function storedItems(dir: string): Promise<SourceItem[]> {
  const folder = await readSourceFolder(dir);
  expect(folder.errors).toEqual([]);
  return JSON.parse(JSON.stringify(folder.items)) as SourceItem[];
}

function errorsOf(result: LoadSourcesResult): SourceError[] {
  if (result.ok) throw new Error("expected the sources to fail");
  return result.errors;
}

const byPlace = (a: SourceError, b: SourceError) =>
  `${a.file} ${a.field} ${a.message}`.localeCompare(`${b.file} ${b.field} ${b.message}`);

describe("checkSources", () => {
  it("checks a folder's items, after a trip through JSON, to the folder's sources", async () => {
    const folder = await readSourceFolder(MINIMAL_CATALOGUE);
    const stored = JSON.parse(JSON.stringify(folder.items)) as SourceItem[];
    // Nothing is lost on the way: no functions, dates or undefined fields in the items.
    expect(stored).toStrictEqual(folder.items);
    expect(stored).toContainEqual({
      kind: "widths",
      file: "widths.yaml",
      prefix: [0],
      raw: { id: "normal", name: "Normal" },
    });
    // A Markdown page is kept as its fields, its body the one text block.
    expect(stored.find((item) => item.file === "pages/privacy-policy.md")?.raw).toMatchObject({
      slug: "privacy-policy",
      content: [{ type: "text", body: expect.stringMatching(/^## What we store\n/) }],
    });

    const checked = await checkSources(stored, { resolveStyleFile: inNodeModules });
    expect(checked.ok).toBe(true);
    expect(checked).toEqual(
      await loadSources(MINIMAL_CATALOGUE, { nodeModulesDir: NODE_MODULES_DIR }),
    );
  });

  it("names the same file and field for a kept item as for the file, without a line", async () => {
    const read = (file: string) => readFile(path.join(MINIMAL_CATALOGUE, file), "utf8");
    const dir = await minimalWith(
      {
        "fonts/fixture-serif.yaml": (await read("fonts/fixture-serif.yaml"))
          .replace("pricePerStyleGbp: 50", "pricePerStyleGbp: fifty")
          .replace("SourceSerif4-It.otf", "SourceSerif4-Italic.otf")
          .replace("intro: A serif for tests.", "intro: A serif for tests.\ntopImageMobil: Aa"),
        "widths.yaml": "- id: normal\n",
        "fonts-in-use/fiu-poster.yaml": (await read("fonts-in-use/fiu-poster.yaml")).replace(
          "fonts: [fixture-serif]",
          "fonts: [fixture-serif, fixture-sanz]",
        ),
        "pages/privacy-policy.md": (await read("pages/privacy-policy.md")).replace(
          "We store",
          "![A cookie](/cookie.png)\n\nWe store",
        ),
        "studio/setup.yaml": (await read("studio/setup.yaml")).replace(
          "  intro: Work for tests.",
          "  intro: |-\n    Work for tests.\n\n    <b>Bold</b> work.",
        ),
      },
      scratch,
    );
    const inFiles = errorsOf(await loadSources(dir, { nodeModulesDir: NODE_MODULES_DIR }));
    const kept = errorsOf(
      await checkSources(await storedItems(dir), { resolveStyleFile: inNodeModules }),
    );

    expect(inFiles.filter((error) => error.line === undefined)).toEqual([]);
    expect(kept.filter((error) => "line" in error)).toEqual([]);
    expect([...kept].sort(byPlace)).toEqual(
      inFiles.map(({ line: _line, ...error }) => error).sort(byPlace),
    );
    expect(kept.map(({ file, field }) => `${file} › ${field}`)).toEqual([
      "fonts-in-use/fiu-poster.yaml › fonts.1",
      "fonts/fixture-serif.yaml › topImageMobil",
      "fonts/fixture-serif.yaml › pricePerStyleGbp",
      "fonts/fixture-serif.yaml › styles.1.file",
      "pages/privacy-policy.md › content.0.body",
      "studio/setup.yaml › index.intro",
      "studio/setup.yaml › index.intro",
      "widths.yaml › 0.name",
    ]);
  });

  it("holds kept items to one of each single file and to the kinds it knows", async () => {
    const items = await storedItems(MINIMAL_CATALOGUE);
    const studioSetup = items.find((item) => item.kind === "studioSetup")!;
    const errors = errorsOf(
      await checkSources(
        [
          ...items.filter((item) => item.kind !== "site"),
          { ...studioSetup, file: "studio/setup-again.yaml" },
          {
            kind: "typefaces" as SourceItem["kind"],
            file: "typefaces/one.yaml",
            prefix: [],
            raw: {},
          },
        ],
        { resolveStyleFile: inNodeModules },
      ),
    );
    expect(errors).toEqual([
      { file: "site.yaml", field: "", message: "missing: the catalogue needs this file" },
      {
        file: "studio/setup-again.yaml",
        field: "",
        message: "a catalogue has one 'studioSetup' item, and this is a second",
      },
      { file: "typefaces/one.yaml", field: "", message: "unknown kind of content 'typefaces'" },
    ]);
  });

  describe("style files", () => {
    const upload = "uploads/fixture-serif-regular.otf";

    /** The minimal catalogue's items, fixture-serif's Regular style naming an uploaded file. */
    async function itemsWithUpload(): Promise<SourceItem[]> {
      const items = await storedItems(MINIMAL_CATALOGUE);
      const font = items.find((item) => item.file === "fonts/fixture-serif.yaml")!;
      (font.raw as { styles: { file: string }[] }).styles[0]!.file = upload;
      return items;
    }
    const styleFileErrors = (result: LoadSourcesResult) =>
      errorsOf(result).filter((error) => error.field === "styles.0.file");

    it("finds a style's file where the resolver says it is", async () => {
      const kept = await mkdtemp(path.join(tmpdir(), "meridian-uploads-"));
      scratch.push(kept);
      const copy = path.join(kept, "3f2a.otf");
      await copyFile(
        path.join(NODE_MODULES_DIR, "source-serif/OTF/SourceSerif4-Regular.otf"),
        copy,
      );
      const asked: string[] = [];
      const resolveStyleFile: StyleFileResolver = (file) => {
        asked.push(file);
        return file === upload ? Promise.resolve({ path: copy }) : inNodeModules(file);
      };

      const items = await itemsWithUpload();
      // In node_modules there is no such package.
      expect(
        styleFileErrors(await checkSources(items, { resolveStyleFile: inNodeModules })),
      ).toEqual([
        {
          file: "fonts/fixture-serif.yaml",
          field: "styles.0.file",
          message:
            "file not found: package 'uploads' is not installed in node_modules (add it to content/package.json)",
        },
      ]);
      const checked = await checkSources(items, { resolveStyleFile });
      expect(checked.ok).toBe(true);
      expect(asked).toContain(upload);
    });

    it("reports what the resolver says is wrong, and a path that holds no file", async () => {
      const items = await itemsWithUpload();
      const refused: StyleFileResolver = (file) =>
        file === upload
          ? Promise.resolve({ problem: "no uploaded font has this content hash" })
          : inNodeModules(file);
      expect(styleFileErrors(await checkSources(items, { resolveStyleFile: refused }))).toEqual([
        {
          file: "fonts/fixture-serif.yaml",
          field: "styles.0.file",
          message: "no uploaded font has this content hash",
        },
      ]);

      const nowhere: StyleFileResolver = (file) =>
        file === upload
          ? Promise.resolve({ path: path.join(tmpdir(), "meridian-no-such-upload.otf") })
          : inNodeModules(file);
      expect(styleFileErrors(await checkSources(items, { resolveStyleFile: nowhere }))).toEqual([
        {
          file: "fonts/fixture-serif.yaml",
          field: "styles.0.file",
          message: `file not found: ${upload}`,
        },
      ]);
    });
  });
});

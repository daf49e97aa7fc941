import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { create } from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FONTS, demoFontPath } from "./__fixtures__/demo-fonts";
import { CACHED_FILES, cacheEntryDir } from "./font-cache";
import { FontFileError } from "./font-file-error";
import { processFontFile } from "./process-font";

const signature = (bytes: Buffer) => bytes.subarray(0, 4).toString("latin1");
const glyphCountOf = (bytes: Buffer) => (create(bytes) as { numGlyphs: number }).numGlyphs;

describe("processFontFile", { timeout: 30_000 }, () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "meridian-process-font-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  /** A build and a cache of their own per test, so no test sees another's cache. */
  const dirsFor = (name: string) => ({
    buildDir: join(workDir, name, "build"),
    cacheDir: join(workDir, name, "cache"),
  });

  it("writes the web font, the desktop OTF and a WOFF for a CFF source, then reuses them", async () => {
    const dirs = dirsFor("cff");
    const input = {
      sourcePath: demoFontPath(DEMO_FONTS.manropeLatinBasic),
      familySlug: "manrope",
      fontName: "Manrope",
      styleName: "Regular",
      ...dirs,
    };
    const built = (path: string) => readFile(join(dirs.buildDir, path));

    const first = await processFontFile(input);
    expect(first.cached).toBe(false);
    expect(first.outputs).toEqual({
      woff2: "fonts/manrope/Manrope-Regular.woff2",
      desktop: "desktop/manrope/Manrope-Regular.otf",
      desktopFormat: "otf",
      ttf: null,
      woff: "desktop/manrope/Manrope-Regular.woff",
    });
    expect(first.data.names.familyName).toBe("Manrope");
    const woff2 = await built(first.outputs.woff2);
    const woff = await built(first.outputs.woff!);
    expect(signature(woff2)).toBe("wOF2");
    expect(signature(woff)).toBe("wOFF");
    expect(glyphCountOf(woff2)).toBe(186);
    expect(glyphCountOf(woff)).toBe(186);
    const source = await readFile(input.sourcePath);
    expect(woff2.length).toBeLessThan(source.length);
    expect(await built(first.outputs.desktop)).toEqual(source);

    // A fresh build directory: every file has to come from the cache.
    const cachedData = join(cacheEntryDir(dirs.cacheDir, first.data.sourceHash), CACHED_FILES.data);
    const cachedAt = (await stat(cachedData)).mtimeMs;
    await rm(dirs.buildDir, { recursive: true });
    const second = await processFontFile(input);
    expect(second.cached).toBe(true);
    expect(second.data).toEqual(first.data);
    expect(second.outputs).toEqual(first.outputs);
    expect(await built(second.outputs.woff2)).toEqual(woff2);
    expect(await built(second.outputs.woff!)).toEqual(woff);
    expect((await stat(cachedData)).mtimeMs).toBe(cachedAt);
  });

  it("turns a WOFF2-only source into a desktop TTF and serves the WOFF2 as it is", async () => {
    const dirs = dirsFor("woff2");
    const sourcePath = demoFontPath(DEMO_FONTS.plexMonoWoff2);
    const result = await processFontFile({
      sourcePath,
      familySlug: "ibm-plex-mono",
      fontName: "IBM Plex Mono",
      styleName: "Regular",
      ...dirs,
    });
    expect(result.data.sourceFormat).toBe("woff2");
    expect(result.outputs).toEqual({
      woff2: "fonts/ibm-plex-mono/IBMPlexMono-Regular.woff2",
      desktop: "desktop/ibm-plex-mono/IBMPlexMono-Regular.ttf",
      desktopFormat: "ttf",
      ttf: "desktop/ibm-plex-mono/IBMPlexMono-Regular.ttf",
      woff: "desktop/ibm-plex-mono/IBMPlexMono-Regular.woff",
    });
    const built = (path: string) => readFile(join(dirs.buildDir, path));
    expect(await built(result.outputs.woff2)).toEqual(await readFile(sourcePath));
    const ttf = await built(result.outputs.desktop);
    expect(signature(ttf)).toBe("\x00\x01\x00\x00");
    expect(glyphCountOf(ttf)).toBe(1125);
    expect(glyphCountOf(await built(result.outputs.woff!))).toBe(1125);
  });

  it("processes a replaced file again: the cache follows the bytes, not the path", async () => {
    const dirs = dirsFor("replaced");
    const upload = join(workDir, "replaced", "upload.otf");
    const input = {
      sourcePath: upload,
      familySlug: "manrope",
      fontName: "Manrope",
      styleName: "Regular",
      ...dirs,
    };
    await mkdir(join(workDir, "replaced"), { recursive: true });

    await copyFile(demoFontPath(DEMO_FONTS.manropeLatinBasic), upload);
    expect((await processFontFile(input)).cached).toBe(false);

    await copyFile(demoFontPath(DEMO_FONTS.manropeLatinBasicMedium), upload);
    const replaced = await processFontFile(input);
    expect(replaced.cached).toBe(false);
    expect(replaced.data.names.subfamilyName).toBe("Medium");
    expect(replaced.data.weightClass).toBe(500);

    await copyFile(demoFontPath(DEMO_FONTS.manropeLatinBasic), upload);
    expect((await processFontFile(input)).cached).toBe(true);
  });

  it("refuses names the font URL cannot carry before doing any work", async () => {
    const attempt = processFontFile({
      sourcePath: demoFontPath(DEMO_FONTS.manropeLatinBasic),
      familySlug: "manrope",
      fontName: "Manrope",
      styleName: "Bold/Italic",
      ...dirsFor("bad-name"),
    });
    await expect(attempt).rejects.toThrow(FontFileError);
    await expect(attempt).rejects.toThrow(/^cannot name the web font/);
  });

  it("rejects a font whose tables read but whose data is damaged", async () => {
    const damaged = Buffer.from(await readFile(demoFontPath(DEMO_FONTS.manropeLatinBasic)));
    damaged.fill(0xab, 5000, 20000);
    const sourcePath = join(workDir, "damaged.otf");
    await writeFile(sourcePath, damaged);
    const attempt = processFontFile({
      sourcePath,
      familySlug: "manrope",
      fontName: "Manrope",
      styleName: "Damaged",
      ...dirsFor("damaged"),
    });
    await expect(attempt).rejects.toThrow(FontFileError);
    await expect(attempt).rejects.toThrow(/^damaged font file: it could not be converted/);
  });

  it("leaves no temporary files behind", async () => {
    const files = await readdir(workDir, { recursive: true });
    expect(files.filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });
});

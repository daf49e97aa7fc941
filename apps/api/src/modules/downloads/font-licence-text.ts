import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

const LICENCE_FILE = /^(OFL|LICEN[CS]E)/i;
const texts = new Map<string, Promise<string | null>>();

/** The npm package a style's source file came from: '@ibm/plex/…' → '@ibm/plex'. */
export function packageOf(sourceFile: string): string | null {
  const parts = sourceFile.split("/");
  const name = parts[0]?.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  return name && !name.includes("..") ? name : null;
}

/**
 * The font's licence text for its download: the OFL shipped in the font's npm package (the demo
 * fonts are OFL families), or a short OFL notice naming the font when the package has none.
 * Package folders are immutable per deploy, so each is read once.
 */
export async function fontLicenceText(
  packagesDir: string,
  fontName: string,
  sourceFile: string | undefined,
): Promise<string> {
  const pkg = sourceFile ? packageOf(sourceFile) : null;
  if (pkg) {
    const key = join(packagesDir, pkg);
    let text = texts.get(key);
    if (!text) {
      text = readOflText(key);
      texts.set(key, text);
    }
    const found = await text;
    if (found) return found;
  }
  return oflNotice(fontName);
}

async function readOflText(dir: string): Promise<string | null> {
  try {
    const names = (await readdir(dir)).filter((name) => LICENCE_FILE.test(name)).sort();
    for (const name of names) {
      const text = await readFile(join(dir, name), "utf8");
      // A package may also carry a code licence (MIT): only the font's OFL counts.
      if (/Open Font License/i.test(text)) return text;
    }
  } catch {
    // No such package folder: the notice below stands in.
  }
  return null;
}

export function oflNotice(fontName: string): string {
  return [
    `${fontName} is licensed under the SIL Open Font License, Version 1.1.`,
    "",
    "The licence is available with a FAQ at https://openfontlicense.org.",
    "",
  ].join("\n");
}

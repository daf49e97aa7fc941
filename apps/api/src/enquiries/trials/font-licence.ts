import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Where licence files are looked for in a font's npm package, most specific first. */
const LICENCE_FILES = ["OFL.txt", "OFL.md", "LICENSE_FONT", "LICENSE.txt", "LICENSE.md", "LICENSE"];

/**
 * The folders holding the catalogue's font packages: content/node_modules, found beside the
 * build folder (the default layout) or through the @meridian/content package itself.
 */
function packageRoots(contentBuildDir: string): string[] {
  const roots = [join(dirname(contentBuildDir), "node_modules")];
  try {
    const storeEntry = createRequire(import.meta.url).resolve("@meridian/content/store");
    roots.push(join(dirname(storeEntry), "..", "..", "node_modules"));
  } catch {
    // Not installed as a workspace package: the build folder's neighbour is all there is.
  }
  return roots.filter((root, index) => roots.indexOf(root) === index && existsSync(root));
}

/** `@scope/name/…` or `name/…` (the content schema's style `file`) → the package's name. */
function packageOf(styleFile: string): string {
  const parts = styleFile.split("/");
  return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? "");
}

/**
 * The OFL text that ships with a font (DESIGN 4.8: each download carries its licence): the
 * package's own licence file when it is the OFL, else a short notice naming the font.
 */
export async function fontLicenceText(
  font: { name: string; designer: string; styles: { file: string }[] },
  contentBuildDir: string,
): Promise<string> {
  const pkg = font.styles[0] ? packageOf(font.styles[0].file) : "";
  if (pkg && !pkg.includes("..")) {
    for (const root of packageRoots(contentBuildDir)) {
      for (const name of LICENCE_FILES) {
        const file = join(root, pkg, name);
        if (!existsSync(file)) continue;
        const text = await readFile(file, "utf8");
        // An npm package's LICENSE may be the code's MIT licence, not the fonts'.
        if (/open font licen[cs]e/i.test(text)) return text;
      }
    }
  }
  return [
    `${font.name}, designed by ${font.designer}.`,
    "",
    "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
    "The licence is available with a FAQ at: https://openfontlicense.org",
    "",
  ].join("\n");
}

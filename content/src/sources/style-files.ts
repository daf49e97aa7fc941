import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where a style's `file` (as its font's `styles[].file` names it) is on disk, or why it cannot be
 * used. Checking and building ask the same resolver, so a file that passed the check is the file
 * processed. Today every file is `<package>/<path>` in a node_modules folder
 * (`nodeModulesStyleFiles`); an uploaded font, kept by content hash with local disk as a cache
 * (DESIGN 4.12), resolves through a resolver of its own and is checked and processed the same way.
 */
export type StyleFileResolver = (file: string) => Promise<ResolvedStyleFile>;

/** A path to read the font from, or what is wrong, in words for the content editor. */
export type ResolvedStyleFile = { path: string } | { problem: string };

/** This package's node_modules: where the demo catalogue's font packages are installed. */
export const CATALOGUE_NODE_MODULES_DIR = fileURLToPath(
  new URL("../../node_modules", import.meta.url),
);

/** Style files as `<package>/<path>` under `nodeModulesDir`, which they may not leave. */
export function nodeModulesStyleFiles(nodeModulesDir: string): StyleFileResolver {
  const root = path.resolve(nodeModulesDir);
  return async (file) => {
    const resolved = path.resolve(root, file);
    if (!resolved.startsWith(`${root}${path.sep}`) || file.split("/").includes("..")) {
      return { problem: `'${file}' must stay inside a package in node_modules` };
    }
    if (await isFile(resolved)) return { path: resolved };
    const parts = file.split("/");
    const packageName = (file.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
    return {
      problem: (await isDirectory(path.join(root, packageName)))
        ? `file not found: node_modules/${file}`
        : `file not found: package '${packageName}' is not installed in node_modules (add it to content/package.json)`,
    };
  };
}

export function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

function isDirectory(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

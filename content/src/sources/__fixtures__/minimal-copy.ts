import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A tiny catalogue with one of each thing the checks look at. */
export const MINIMAL_CATALOGUE = fileURLToPath(new URL("minimal", import.meta.url));

/** content/node_modules, where the fixtures' style files are. */
export const NODE_MODULES_DIR = fileURLToPath(new URL("../../../node_modules", import.meta.url));

/**
 * A copy of the minimal catalogue with some files replaced (or deleted, with null). Its folder
 * is added to `scratch`, for the test file to remove.
 */
export async function minimalWith(
  files: Record<string, string | null>,
  scratch: string[],
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "meridian-sources-"));
  scratch.push(dir);
  await cp(MINIMAL_CATALOGUE, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    if (text === null) await rm(path.join(dir, file));
    else await writeFile(path.join(dir, file), text);
  }
  return dir;
}

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SourceItem } from "../sources/source-item";
import type { BuiltStore } from "./types";

/** Where `content build` writes by default: content/build/. */
export const DEFAULT_BUILD_DIR = fileURLToPath(new URL("../../build", import.meta.url));

export const STORE_FILE = "store.json";
/** Beside the store: the items it was built from (`SourceItem[]`), for a database to import. */
export const SOURCES_FILE = "sources.json";

/** The store's shape, raised when it changes, so an API never serves a build it cannot read. */
export const STORE_FORMAT_VERSION = 2;

/** Reads a built store; a missing or foreign file is an error that says how to build one. */
export async function readStore(buildDir: string = DEFAULT_BUILD_DIR): Promise<BuiltStore> {
  const file = join(buildDir, STORE_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`No built content store at ${file}. Run 'pnpm content build' first.`);
  }
  const store = JSON.parse(text) as BuiltStore;
  if (store.formatVersion !== STORE_FORMAT_VERSION) {
    throw new Error(`The content store at ${file} has format ${store.formatVersion}; rebuild it.`);
  }
  return store;
}

/** The items a build was made from (sources.json), as an empty database imports them. */
export async function readSourceItems(buildDir: string = DEFAULT_BUILD_DIR): Promise<SourceItem[]> {
  const file = join(buildDir, SOURCES_FILE);
  try {
    return JSON.parse(await readFile(file, "utf8")) as SourceItem[];
  } catch {
    throw new Error(`No catalogue items at ${file}. Run 'pnpm content build' first.`);
  }
}

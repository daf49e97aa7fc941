import type { BuiltStore } from "@meridian/content/store";

const dirs = new WeakMap<BuiltStore, string>();

/**
 * Records where on this machine the files a store names (fonts, WOFF2, images) are: the
 * published content does so for each revision it loads (ADR 0036), the tests for a fixed store.
 */
export function setStoreFilesDir(store: BuiltStore, dir: string): void {
  dirs.set(store, dir);
}

/** The folder holding the files a store names, by the paths in it (`fonts/inter/…`). */
export function storeFilesDir(store: BuiltStore): string {
  const dir = dirs.get(store);
  if (!dir) throw new Error("no files are known for this content store");
  return dir;
}

import type { BuiltFont, BuiltStore } from "@meridian/content/store";

/** A font visitors can see in the catalogue: published (or updated) and not hidden. */
export function findVisibleFont(store: BuiltStore, id: string): BuiltFont | undefined {
  return store.fonts.find((font) => font.id === id && font.status !== "draft" && !font.hidden);
}

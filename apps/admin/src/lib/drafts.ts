import { SOURCE_LAYOUT } from "@meridian/content/layout";
import "server-only";
import { type Relations, relationsOf } from "./relations";
import { staffApi } from "./staff-api";

export type DraftState = "PUBLISHED" | "CHANGED" | "NEW" | "DELETED";

export interface DraftSummary {
  file: string;
  kind: string;
  /** What staff call the item: its name or title, else its file. */
  title: string;
  state: DraftState;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

export const DRAFT_STATES: { value: DraftState; label: string }[] = [
  { value: "PUBLISHED", label: "Published" },
  { value: "CHANGED", label: "Changed" },
  { value: "NEW", label: "Draft only" },
  { value: "DELETED", label: "Deleted" },
];

/** What an item is called, from the fields content/'s kinds name themselves by. */
export function titleOf(file: string, raw: unknown): string {
  if (raw && typeof raw === "object" && !Array.isArray(raw)) {
    const item = raw as Record<string, unknown>;
    for (const key of ["name", "title", "brand", "heading", "slug", "id"]) {
      if (typeof item[key] === "string" && item[key]) return item[key] as string;
    }
  }
  if (Array.isArray(raw)) return `${file} (${raw.length} items)`;
  return file;
}

/** Every draft file, in one call: the list filters them on this server. */
export async function listDrafts(): Promise<DraftSummary[]> {
  const { drafts } = await staffApi<{
    drafts: (Omit<DraftSummary, "title"> & { raw: unknown })[];
  }>("{ drafts { file kind raw state version updatedBy updatedAt } }");
  return drafts.map(({ raw, ...draft }) => ({ ...draft, title: titleOf(draft.file, raw) }));
}

/** A kind's name as staff read it: 'fontsInUse' → 'Fonts in use'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The kinds kept one item per file, of which staff may add items. */
export const NEW_ITEM_KINDS = Object.entries(SOURCE_LAYOUT)
  .filter(([, layout]) => layout.shape === "folder")
  .map(([kind]) => kind);

/** The options of the catalogue's relations (a font's classification, …), from the drafts. */
export async function loadRelations(): Promise<Relations> {
  const raws = (drafts: { raw: unknown }[]) =>
    drafts.flatMap(({ raw }) => (Array.isArray(raw) ? raw : [raw])) as Record<string, unknown>[];
  const data = await staffApi<Record<keyof Parameters<typeof relationsOf>[0], { raw: unknown }[]>>(
    `{
      fonts: drafts(kind: "fonts") { raw }
      classifications: drafts(kind: "classifications") { raw }
      fontsInUseCategories: drafts(kind: "fontsInUseCategories") { raw }
      studioWorkCategories: drafts(kind: "studioWorkCategories") { raw }
    }`,
  );
  return relationsOf({
    fonts: raws(data.fonts),
    classifications: raws(data.classifications),
    fontsInUseCategories: raws(data.fontsInUseCategories),
    studioWorkCategories: raws(data.studioWorkCategories),
  });
}

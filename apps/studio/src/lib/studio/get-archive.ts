import "server-only";
import { ArchiveDocument, type ArchiveQuery } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";
import { pageWindow } from "./archive-paging";

export type ArchiveItem = ArchiveQuery["allArchiveItems"][number];

export interface ArchivePage {
  items: ArchiveItem[];
  /** Every item in the archive, not only this page's. */
  total: number;
}

/** One page of the archive, newest first, with the archive's count (spec 7.3). */
export async function getArchivePage(page: number): Promise<ArchivePage> {
  const data = await readContent(ArchiveDocument, pageWindow(page));
  return { items: data.allArchiveItems, total: data._allArchiveItemsMeta.count };
}

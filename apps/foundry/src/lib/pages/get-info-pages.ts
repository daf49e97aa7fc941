import "server-only";
import {
  AllInfoPagesDocument,
  type AllInfoPagesQuery,
  InfoPageDocument,
  type InfoPageQuery,
} from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type InfoPageData = NonNullable<InfoPageQuery["infoPage"]>;
export type InfoPageSummary = AllInfoPagesQuery["allInfoPages"][number];

/** The order spec 2.1 names the information pages in: FAQ's, Licences, Copyright. */
const INFO_PAGE_ORDER = ["faqs", "licences", "copyright"];

function rank(slug: string): number {
  const index = INFO_PAGE_ORDER.indexOf(slug);
  return index === -1 ? INFO_PAGE_ORDER.length : index;
}

/** The information pages for the /information index, FAQ's first; any others after them. */
export const getInfoPages = cache(async (): Promise<InfoPageSummary[]> => {
  const { allInfoPages } = await readContent(AllInfoPagesDocument);
  return [...allInfoPages].sort((a, b) => rank(a.slug) - rank(b.slug));
});

export const getInfoPage = cache(async (slug: string): Promise<InfoPageData | null> => {
  const { infoPage } = await readContent(InfoPageDocument, { slug });
  return infoPage;
});

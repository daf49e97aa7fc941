import "server-only";
import { PageDocument, type PageQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type ContentPageData = NonNullable<PageQuery["page"]>;

/** A content page by slug (/services, /about, /privacy-policy, /{slug}); null when there is none. */
export const getPage = cache(async (slug: string): Promise<ContentPageData | null> => {
  const { page } = await readContent(PageDocument, { slug });
  return page;
});

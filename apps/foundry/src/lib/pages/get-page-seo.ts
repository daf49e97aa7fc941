import "server-only";
import { PageSeoDocument, type SeoFieldsFragment } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

/** The SEO of an index page by its key ('custom-fonts', 'fonts-in-use', ...), spec 7.3. */
export const getPageSeo = cache(async (page: string): Promise<SeoFieldsFragment | null> => {
  const { pageSeo } = await readContent(PageSeoDocument, { page });
  return pageSeo;
});

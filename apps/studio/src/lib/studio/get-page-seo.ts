import "server-only";
import { PageSeoDocument, type SeoFieldsFragment } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";

/** The studio's index pages with SEO of their own in content ('work', 'goods', 'archive'). */
export type StudioSeoPage = "work" | "goods" | "archive";

/** An index page's SEO (spec 7.3: page SEO by page); null when content has none. */
export async function getPageSeo(page: StudioSeoPage): Promise<SeoFieldsFragment | null> {
  const { pageSeo } = await readContent(PageSeoDocument, { page });
  return pageSeo;
}

import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { FontList } from "@/components/fonts/FontList";
import { HomepageTester } from "@/components/fonts/HomepageTester";
import { LoadMore } from "@/components/fonts/LoadMore";
import { visuallyHidden } from "@/components/fonts/visually-hidden.css";
import { getHomepageFont } from "@/lib/fonts/get-homepage-font";
import { getHomepageFonts } from "@/lib/fonts/get-homepage-fonts";
import { parsePage } from "@/lib/fonts/paging";
import { getPageSeo } from "@/lib/pages/get-page-seo";
import { seoMetadata } from "@/lib/pages/page-metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

export async function generateMetadata(): Promise<Metadata> {
  const [seo, site] = await Promise.all([getPageSeo("home"), getSiteSetup()]);
  const metadata = seoMetadata(seo, {
    title: `${site.brand} — Type Foundry`,
    description: `${site.brand} is an independent type foundry.`,
  });
  // The home page's title is the site's own, not '… — {brand}'.
  return seo?.title
    ? metadata
    : { ...metadata, title: { absolute: `${site.brand} — Type Foundry` } };
}

const ROW_PREFIX = "font-";

/** The home page (spec 2.1): the homepage font's tester, then the paged font list. */
export default async function HomePage({ params }: { params: Promise<{ revision: string }> }) {
  const query = await pageQuery(params);
  const page = parsePage(query.page);
  const [site, tester, { fonts, paging }] = await Promise.all([
    getSiteSetup(),
    getHomepageFont(),
    getHomepageFonts(page),
  ]);
  return (
    <main>
      <h1 className={visuallyHidden}>{site.brand}</h1>
      {tester ? (
        <HomepageTester
          font={tester}
          collaborationPrefix={site.collaborationPrefix}
          query={query}
        />
      ) : null}
      <section aria-labelledby="homepage-fonts">
        <h2 id="homepage-fonts" className={visuallyHidden}>
          Typefaces
        </h2>
        <FontList
          fonts={fonts}
          collaborationPrefix={site.collaborationPrefix}
          label="Typefaces"
          anchorPrefix={ROW_PREFIX}
          firstScreen={tester ? 1 : 3}
        />
        <LoadMore paging={paging} anchorPrefix={ROW_PREFIX} />
      </section>
    </main>
  );
}

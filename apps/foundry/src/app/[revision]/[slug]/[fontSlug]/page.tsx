import { richTextPlainText } from "@meridian/codecs/rich-text-plain";
import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CollaborationStory,
  collaborationSections,
} from "@/components/collaboration/CollaborationStory";
import { FontDetailView } from "@/components/fonts/detail/FontDetailView";
import { getCollaborationFont } from "@/lib/fonts/get-collaboration-font";
import { getFamilyBuyingOptions } from "@/lib/fonts/get-family-buying-options";
import { seoMetadata } from "@/lib/pages/page-metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface CollaborationFontPageProps {
  params: Promise<{ revision: string; slug: string; fontSlug: string }>;
}

/** The font at /{prefix}/{fontSlug}, or null when the prefix is not the collaboration section's. */
async function collaborationFontFor(params: CollaborationFontPageProps["params"]) {
  const [{ slug, fontSlug }, site] = await Promise.all([params, getSiteSetup()]);
  if (slug !== site.collaborationPrefix) return null;
  const font = await getCollaborationFont(fontSlug);
  return font ? { font, site } : null;
}

export async function generateMetadata({ params }: CollaborationFontPageProps): Promise<Metadata> {
  const found = await collaborationFontFor(params);
  if (!found) return {};
  const { font } = found;
  return seoMetadata(font.seo, {
    title: font.collaborationPage?.fontName ?? font.name,
    description: richTextPlainText(font.intro),
    canonicalPath: `/${found.site.collaborationPrefix}/${font.slug}`,
  });
}

/** A collaboration font's page (spec 2.1, 3): the collaboration's story, then the font itself. */
export default async function CollaborationFontPage({ params }: CollaborationFontPageProps) {
  const found = await collaborationFontFor(params);
  if (!found) notFound();
  const { font, site } = found;
  const [buying, query] = await Promise.all([
    getFamilyBuyingOptions([font, ...font.childFonts.filter((child) => !child.hidden)]),
    pageQuery(params),
  ]);
  const page = font.collaborationPage;
  const prefix = site.collaborationPrefix;
  return (
    <main>
      <FontDetailView
        font={font}
        collaborationPrefix={prefix}
        section={{ label: site.collaborationLabel, href: `/${prefix}` }}
        buying={buying}
        path={`/${prefix}/${font.slug}`}
        allGlyphs={query.glyphs === "all"}
        query={query}
        ownSections={page ? collaborationSections(page) : []}
      >
        {page ? <CollaborationStory page={page} /> : null}
      </FontDetailView>
    </main>
  );
}

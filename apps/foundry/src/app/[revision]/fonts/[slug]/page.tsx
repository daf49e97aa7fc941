import { richTextPlainText } from "@meridian/codecs/rich-text-plain";
import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FontDetailView } from "@/components/fonts/detail/FontDetailView";
import { getFamilyBuyingOptions } from "@/lib/fonts/get-family-buying-options";
import { getFont } from "@/lib/fonts/get-font";
import { seoMetadata } from "@/lib/pages/page-metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface FontPageProps {
  params: Promise<{ revision: string; slug: string }>;
}

export async function generateMetadata({ params }: FontPageProps): Promise<Metadata> {
  const font = await getFont((await params).slug);
  if (!font) return {};
  return seoMetadata(font.seo, {
    title: font.name,
    description: richTextPlainText(font.intro),
    canonicalPath: `/fonts/${font.slug}`,
  });
}

/** A retail font's page (spec 2.12). */
export default async function FontPage({ params }: FontPageProps) {
  const { slug } = await params;
  const font = await getFont(slug);
  if (!font) notFound();
  const [site, buying, query] = await Promise.all([
    getSiteSetup(),
    getFamilyBuyingOptions([font, ...font.childFonts.filter((child) => !child.hidden)]),
    pageQuery(params),
  ]);
  return (
    <main>
      <FontDetailView
        font={font}
        collaborationPrefix={site.collaborationPrefix}
        section={{ label: "Library", href: "/fonts" }}
        buying={buying}
        path={`/fonts/${font.slug}`}
        allGlyphs={query.glyphs === "all"}
        query={query}
      />
    </main>
  );
}

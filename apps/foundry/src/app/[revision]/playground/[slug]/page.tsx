import { richTextPlainText } from "@meridian/codecs/rich-text-plain";
import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FontDetailView } from "@/components/fonts/detail/FontDetailView";
import { PlaygroundSamples } from "@/components/fonts/playground/PlaygroundSamples";
import { getFamilyBuyingOptions } from "@/lib/fonts/get-family-buying-options";
import { getPlaygroundFont } from "@/lib/fonts/get-playground-font";
import { seoMetadata } from "@/lib/pages/page-metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface PlaygroundFontPageProps {
  params: Promise<{ revision: string; slug: string }>;
}

export async function generateMetadata({ params }: PlaygroundFontPageProps): Promise<Metadata> {
  const font = await getPlaygroundFont((await params).slug);
  if (!font) return {};
  return seoMetadata(font.seo, {
    title: font.name,
    description: richTextPlainText(font.intro),
    canonicalPath: `/playground/${font.slug}`,
  });
}

/** A playground font's page (spec 2.1, 3): its samples in motion, then the font itself. */
export default async function PlaygroundFontPage({ params }: PlaygroundFontPageProps) {
  const { slug } = await params;
  const font = await getPlaygroundFont(slug);
  if (!font) notFound();
  const [site, buying, query] = await Promise.all([
    getSiteSetup(),
    getFamilyBuyingOptions([font, ...font.childFonts.filter((child) => !child.hidden)]),
    pageQuery(params),
  ]);
  const samples = font.playgroundPage?.samples ?? [];
  return (
    <main>
      <FontDetailView
        font={font}
        collaborationPrefix={site.collaborationPrefix}
        section={{ label: "Playground", href: "/playground" }}
        buying={buying}
        path={`/playground/${font.slug}`}
        allGlyphs={query.glyphs === "all"}
        query={query}
        ownSections={samples.length > 0 ? [{ id: "samples", label: "Samples" }] : []}
      >
        {samples.length > 0 ? (
          <section
            id="samples"
            aria-label={`${font.playgroundPage?.fontName ?? font.name} samples`}
          >
            <PlaygroundSamples font={font} samples={samples} />
          </section>
        ) : null}
      </FontDetailView>
    </main>
  );
}

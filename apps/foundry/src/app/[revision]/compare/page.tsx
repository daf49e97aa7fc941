import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { CompareView } from "@/components/compare/CompareView";
import { readCompare } from "@/lib/fonts/compare";
import { addedSlug, addToComparison, compareSlugs } from "@/lib/fonts/comparison";
import { getComparableFonts, getCompareFonts } from "@/lib/fonts/get-compare-fonts";

export const metadata: Metadata = {
  title: "Compare fonts",
  description: "Two to four fonts side by side, in one text and size.",
  // Every comparison is a URL of its own: crawlers keep to the font pages.
  robots: { index: false, follow: true },
};

interface ComparePageProps {
  params: Promise<{ revision: string }>;
}

/** /compare (issue 19): fonts side by side, the whole setting in the URL. */
export default async function ComparePage({ params }: ComparePageProps) {
  const query = await pageQuery(params);
  // A catalogue link's `add` joins the fonts named; the browser then adds it to the visitor's
  // open comparison instead, which only it knows.
  const adding = addedSlug(query);
  const slugs = adding ? addToComparison(compareSlugs(query), adding).slugs : compareSlugs(query);
  const [fonts, catalogue] = await Promise.all([getCompareFonts(slugs), getComparableFonts()]);
  return (
    <main>
      <CompareView
        key={`${fonts.map((font) => font.slug).join(",")}|${adding ?? ""}`}
        fonts={fonts}
        catalogue={catalogue}
        adding={adding && fonts.some((font) => font.slug === adding) ? adding : null}
        initial={readCompare(query, fonts)}
      />
    </main>
  );
}

import type { Metadata } from "next";
import { CompareView } from "@/components/compare/CompareView";
import { compareSlugs, readCompare } from "@/lib/fonts/compare";
import { getComparableFonts, getCompareFonts } from "@/lib/fonts/get-compare-fonts";

export const metadata: Metadata = {
  title: "Compare fonts",
  description: "Two to four fonts side by side, in one text and size.",
  // Every comparison is a URL of its own: crawlers keep to the font pages.
  robots: { index: false, follow: true },
};

interface ComparePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /compare (issue 19): fonts side by side, the whole setting in the URL. */
export default async function ComparePage({ searchParams }: ComparePageProps) {
  const query = await searchParams;
  const [fonts, catalogue] = await Promise.all([
    getCompareFonts(compareSlugs(query)),
    getComparableFonts(),
  ]);
  return (
    <main>
      <CompareView
        key={fonts.map((font) => font.slug).join(",")}
        fonts={fonts}
        catalogue={catalogue}
        initial={readCompare(query, fonts)}
      />
    </main>
  );
}

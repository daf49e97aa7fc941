import type { Metadata } from "next";
import { FontList } from "@/components/fonts/FontList";
import { IndexHeader } from "@/components/fonts/IndexHeader";
import { getSectionFonts } from "@/lib/fonts/get-section-fonts";
import { indexMetadata } from "@/lib/pages/metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("fonts", "Library");
}

/** The retail library (spec 2.1 'Library' / 'Retail'). */
export default async function LibraryPage() {
  const [fonts, site] = await Promise.all([getSectionFonts("retail"), getSiteSetup()]);
  return (
    <main>
      <IndexHeader title="Library" subLabel="Retail" count={fonts.length} />
      <FontList
        fonts={fonts}
        collaborationPrefix={site.collaborationPrefix}
        label="Retail fonts"
        compare
      />
    </main>
  );
}

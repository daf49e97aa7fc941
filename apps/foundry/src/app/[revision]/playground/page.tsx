import type { Metadata } from "next";
import { FontList } from "@/components/fonts/FontList";
import { IndexHeader } from "@/components/fonts/IndexHeader";
import { getSectionFonts } from "@/lib/fonts/get-section-fonts";
import { indexMetadata } from "@/lib/pages/metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("playground", "Playground");
}

/** The playground (spec 2.1 'Playground' / 'Experimental'). */
export default async function PlaygroundPage() {
  const [fonts, site] = await Promise.all([getSectionFonts("playground"), getSiteSetup()]);
  return (
    <main>
      <IndexHeader title="Playground" subLabel="Experimental" count={fonts.length} />
      <FontList
        fonts={fonts}
        collaborationPrefix={site.collaborationPrefix}
        label="Playground fonts"
      />
    </main>
  );
}

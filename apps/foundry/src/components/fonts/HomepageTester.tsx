import { fontSubsetUrl } from "@meridian/codecs/font-url";
import type { FontTesterFragment } from "@meridian/graphql/content";
import type { QueryInput } from "@meridian/specimen/tester-state";
import { axisDefaults } from "@meridian/specimen/type-tester/features";
import { Preload } from "@meridian/ui/preload";
import { styleCountLabel } from "@meridian/ui/style-names";
import Link from "next/link";
import { gutter } from "@/components/layout/layout.css";
import { fontHref } from "@/lib/fonts/font-href";
import { initialTesterSettings, testerStyles } from "@/lib/fonts/tester";
import { FontTesterBand } from "./FontTesterBand";
import * as styles from "./HomepageTester.css";

export interface HomepageTesterProps {
  font: FontTesterFragment;
  collaborationPrefix: string;
  /** The page's query: a shared link's setting for the tester. */
  query?: QueryInput;
}

/** The home page's tester: the site setup's homepage font, on its own opening settings. */
export function HomepageTester({ font, collaborationPrefix, query }: HomepageTesterProps) {
  const settings = initialTesterSettings(font);
  const style = font.styles.find((candidate) => candidate.name === settings.style);
  const subsetUrl = style
    ? fontSubsetUrl({
        familySlug: font.slug,
        fontName: font.name,
        styleName: style.name,
        updatedAt: style._updatedAt,
        text: settings.text,
        // As the tester opens (TypeTester): a variable style at its axes' defaults.
        axes: axisDefaults(testerStyles(font).find((each) => each.name === style.name)),
      })
    : null;
  return (
    <section aria-labelledby="homepage-font">
      {subsetUrl ? (
        // The tester's text is the page's largest: fetch the subset it opens with (see
        // TypeTester) with the page.
        <Preload href={subsetUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
      ) : null}
      <div className={`${styles.caption} ${gutter}`}>
        <h2 id="homepage-font" className={styles.title}>
          <Link href={fontHref(font, collaborationPrefix)} className={styles.link}>
            {font.name}
          </Link>
        </h2>
        <p className={styles.meta}>
          <span>{styleCountLabel(font.styles.length)}</span>
          <span>{font.designer}</span>
        </p>
      </div>
      <FontTesterBand font={font} priority stateKey="home" query={query} />
    </section>
  );
}

import { richTextPlainText } from "@meridian/codecs/rich-text-plain";
import { Stack } from "@meridian/ui/stack";
import { styleCountLabel } from "@meridian/ui/style-names";
import type { Metadata } from "next";
import Link from "next/link";
import { ContentImage } from "@/components/blocks/image/ContentImage";
import { FontName } from "@/components/fonts/FontName";
import { fontColourVars } from "@/components/fonts/font-colours";
import { IndexHeader } from "@/components/fonts/IndexHeader";
import { gutter } from "@/components/layout/layout.css";
import { fontHref } from "@/lib/fonts/font-href";
import { getCollaborationFonts } from "@/lib/fonts/get-collaboration-fonts";
import { indexMetadata } from "@/lib/pages/metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";
import * as styles from "./CollaborationIndex.css";

/** The collaboration index's metadata: its page-SEO entry, else the section's label. */
export async function collaborationIndexMetadata(): Promise<Metadata> {
  const site = await getSiteSetup();
  return indexMetadata("collaboration", site.collaborationLabel);
}

/**
 * The collaboration section at its configured prefix (spec 2.1, `/mx` in the demo): each font
 * with the designer behind it, its name set in itself, and the collaboration's featured image.
 */
export async function CollaborationIndex() {
  const [site, fonts] = await Promise.all([getSiteSetup(), getCollaborationFonts()]);
  return (
    <main>
      <IndexHeader title={site.collaborationLabel} subLabel="Collaboration" count={fonts.length} />
      <ul className={styles.list} aria-label={`${site.collaborationLabel} fonts`}>
        {fonts.map((font, index) => {
          const page = font.collaborationPage;
          return (
            <li key={font.id} className={styles.item} style={fontColourVars(font)}>
              <Link
                href={fontHref(font, site.collaborationPrefix)}
                className={`${styles.entry} ${gutter}`}
              >
                <Stack as="span" space={4}>
                  <FontName font={font} className={styles.name} priority={index === 0} />
                  {page ? (
                    <span className={styles.designer}>Designed by {page.designerName}</span>
                  ) : null}
                  <span className={styles.meta}>
                    <span>{styleCountLabel(font.styles.length)}</span>
                    {page?.fontName ? <span>{page.fontName}</span> : null}
                  </span>
                  {page?.introText ? (
                    // Plain text: the row is a link, and a link in the intro would nest inside it.
                    <span className={styles.intro}>{richTextPlainText(page.introText)}</span>
                  ) : null}
                </Stack>
                {page?.featuredImage ? (
                  <ContentImage
                    image={page.featuredImage}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    priority={index === 0}
                    alt=""
                  />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

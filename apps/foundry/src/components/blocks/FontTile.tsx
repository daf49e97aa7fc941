import type { FontCardFragment } from "@meridian/graphql/content";
import { styleCountLabel } from "@meridian/ui/style-names";
import Link from "next/link";
import { FontName } from "@/components/fonts/FontName";
import { fontHref } from "@/lib/fonts/font-href";
import * as styles from "./FontTile.css";

/** A catalogue font in a Tiled content block, linking to its page. */
export function FontTile({
  font,
  collaborationPrefix,
}: {
  font: FontCardFragment;
  collaborationPrefix: string;
}) {
  return (
    <Link href={fontHref(font, collaborationPrefix)} className={styles.tile}>
      <FontName font={font} className={styles.name} />
      <span className={styles.facts}>
        <span>{styleCountLabel(font.styles.length)}</span>
        <span>{font.designer}</span>
      </span>
    </Link>
  );
}

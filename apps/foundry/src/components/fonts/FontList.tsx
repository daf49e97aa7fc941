import { inlineVars } from "@meridian/ui/inline-vars";
import { styleCountLabel } from "@meridian/ui/style-names";
import Link from "next/link";
import type { CSSProperties, ReactNode } from "react";
import { CompareLink } from "@/components/compare/CompareLink";
import { gutter } from "@/components/layout/layout.css";
import { fontHref } from "@/lib/fonts/font-href";
import * as styles from "./FontList.css";
import { FontName, type NameFont } from "./FontName";
import { fontColourVars } from "./font-colours";

export interface ListFont extends NameFont {
  designer: string;
  new: boolean;
  playground: boolean;
  collaboration: boolean;
  initialTracking: number;
  initialTrackingMobile: number;
  backgroundColour: string;
  foregroundColour: string;
  hoverColour: string;
  borderColour: string;
}

export interface FontListProps<F extends ListFont> {
  fonts: readonly F[];
  collaborationPrefix: string;
  /**
   * Rows on the first screen (about six on a phone or a laptop): their names' subsets are
   * fetched with the page, the rest as they near the viewport.
   */
  firstScreen?: number;
  /** What stands beside the name; the style count and designer unless said otherwise. */
  describe?: (font: F) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** Gives each row an id, '{anchorPrefix}{position from 1}', for 'Load more' to land on. */
  anchorPrefix?: string;
  /** Gives each row a 'Compare' link, adding the font to the visitor's comparison (issue 40). */
  compare?: boolean;
}

/** Letter-spacing in em for a tracking in thousandths of an em: size × tracking / 1000 in px. */
function trackingVars(font: ListFont): CSSProperties {
  return inlineVars({
    [styles.tracking]: `${font.initialTracking / 1000}em`,
    [styles.trackingMobile]: `${font.initialTrackingMobile / 1000}em`,
  });
}

/**
 * The catalogue as specimens (DESIGN 6): each family a full-width row with its name set in its
 * own default style at display size, the style count and designer beside it in the UI face,
 * rows divided by rules, and on hover the row takes the font's own colours.
 */
export function FontList<F extends ListFont>({
  fonts,
  collaborationPrefix,
  firstScreen = 6,
  describe,
  label,
  anchorPrefix,
  compare = false,
}: FontListProps<F>) {
  return (
    <ul className={styles.list} aria-label={label}>
      {fonts.map((font, index) => (
        <li
          key={font.id}
          id={anchorPrefix ? `${anchorPrefix}${index + 1}` : undefined}
          className={[
            styles.item,
            index >= firstScreen ? styles.deferred : undefined,
            compare ? styles.withCompare : undefined,
          ]
            .filter(Boolean)
            .join(" ")}
          style={{ ...fontColourVars(font), ...trackingVars(font) }}
        >
          <Link href={fontHref(font, collaborationPrefix)} className={`${styles.row} ${gutter}`}>
            <FontName font={font} className={styles.name} priority={index < firstScreen} />
            <span className={styles.meta}>
              {font.new ? <span className={styles.newMark}>New</span> : null}
              {describe ? (
                describe(font)
              ) : (
                <>
                  <span className={styles.count}>{styleCountLabel(font.styles.length)}</span>
                  <span className={styles.designer}>{font.designer}</span>
                </>
              )}
            </span>
          </Link>
          {compare ? (
            <CompareLink
              font={{ slug: font.slug, name: font.name }}
              className={styles.compare}
              choiceClassName={styles.compareChoice}
              aria-label={`Compare ${font.name}`}
            >
              Compare
            </CompareLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

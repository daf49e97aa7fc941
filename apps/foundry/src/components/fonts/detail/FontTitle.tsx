import { ButtonLink, buttonStyles } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { inlineVars } from "@meridian/ui/inline-vars";
import { styleCountLabel } from "@meridian/ui/style-names";
import Link from "next/link";
import { CompareLink } from "@/components/compare/CompareLink";
import { gutter } from "@/components/layout/layout.css";
import { tracking, trackingMobile } from "../FontList.css";
import { FontName, type NameFont } from "../FontName";
import * as styles from "./FontTitle.css";

export interface TitleFont extends NameFont {
  designer: string;
  new: boolean;
  classification: { name: string };
  initialTracking: number;
  initialTrackingMobile: number;
}

export interface SectionLink {
  id: string;
  label: string;
}

export interface FontTitleProps {
  font: TitleFont;
  /** Where the font sits in the catalogue, e.g. Library at /fonts. */
  section: { label: string; href: string };
  /** The family this font belongs to, for a child font. */
  parent?: { name: string; href: string } | null;
  /** The page's sections, for the line of links under the title. */
  sections: readonly SectionLink[];
  /** The buying options are on the page. */
  buyable: boolean;
  /** The h1's id, for the page's landmark to be named by. */
  titleId: string;
}

/**
 * The head of a font page: the family's name set in itself at display size, the facts a buyer
 * asks first (styles, classification, designer), 'Buy', 'Trial fonts' and 'Compare' (which adds
 * the font to the visitor's comparison), and the section links.
 */
export function FontTitle({ font, section, parent, sections, buyable, titleId }: FontTitleProps) {
  return (
    <>
      <div className={`${styles.band} ${gutter}`}>
        <div>
          <p className={styles.eyebrow}>
            <Link href={section.href} className={styles.eyebrowLink}>
              {section.label}
            </Link>
            {parent ? (
              <Link href={parent.href} className={styles.eyebrowLink}>
                Part of {parent.name}
              </Link>
            ) : null}
            {font.new ? <span className={styles.newMark}>New</span> : null}
          </p>
          <FontName
            font={font}
            as="h1"
            id={titleId}
            priority
            className={styles.title}
            style={inlineVars({
              [tracking]: `${font.initialTracking / 1000}em`,
              [trackingMobile]: `${font.initialTrackingMobile / 1000}em`,
            })}
          />
        </div>
        <div className={styles.aside}>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Styles</dt>
              <dd className={styles.factValue}>{styleCountLabel(font.styles.length)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Classification</dt>
              <dd className={styles.factValue}>{font.classification.name}</dd>
            </div>
            <div className={`${styles.fact} ${styles.wideFact}`}>
              <dt className={styles.factLabel}>Designer</dt>
              <dd className={styles.factValue}>{font.designer}</dd>
            </div>
          </dl>
          <Inline space={2} className={styles.actions}>
            {buyable ? (
              <ButtonLink href="#buy" variant="primary">
                Buy {font.name}
              </ButtonLink>
            ) : null}
            <ButtonLink as={Link} href="/account/trial-downloads" variant="secondary">
              Trial fonts
            </ButtonLink>
            <CompareLink
              font={{ slug: font.slug, name: font.name }}
              className={buttonStyles({ variant: "secondary" })}
              choiceClassName={styles.compareChoice}
              aria-label={`Compare ${font.name} with other fonts`}
            >
              Compare
            </CompareLink>
          </Inline>
        </div>
      </div>
      <nav aria-label={`${font.name} sections`} className={`${styles.nav} ${gutter}`}>
        <ul className={styles.navList}>
          {sections.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`} className={styles.navLink}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

import type { FontDetailFragment } from "@meridian/graphql/content";
import type { QueryInput } from "@meridian/specimen/tester-state";
import { Stack } from "@meridian/ui/stack";
import { styleCountLabel } from "@meridian/ui/style-names";
import type { ReactNode } from "react";
import { resolveDefaultStyle } from "@/lib/fonts/default-style";
import { featureShowcase } from "@/lib/fonts/feature-samples";
import type { FamilyBuyingOptions } from "@/lib/fonts/get-family-buying-options";
import { CartBuyingOptions } from "../../cart/CartBuyingOptions";
import { FontList } from "../FontList";
import { DetailSection } from "./DetailSection";
import { FontAbout } from "./FontAbout";
import { FontColours } from "./FontColours";
import * as styles from "./FontDetailView.css";
import { FontFeatures } from "./FontFeatures";
import { FontGlyphs } from "./FontGlyphs";
import { FontInformation } from "./FontInformation";
import { FontLanguages } from "./FontLanguages";
import { FontMetrics } from "./FontMetrics";
import { FontPairings } from "./FontPairings";
import { FontStyles } from "./FontStyles";
import { FontsInUse } from "./FontsInUse";
import { FontTitle, type SectionLink } from "./FontTitle";
import { SampleTesters } from "./SampleTesters";
import { TopImage } from "./TopImage";
import { VariableAxes } from "./VariableAxes";

export interface FontDetailViewProps {
  font: FontDetailFragment;
  collaborationPrefix: string;
  /** The catalogue section the page sits in, for the line above the title. */
  section: { label: string; href: string };
  /** The family and its child fonts with their prices; null when the shop could not answer. */
  buying: readonly FamilyBuyingOptions[] | null;
  /** The page's own path, for links back to itself (all glyphs). */
  path: string;
  allGlyphs: boolean;
  /** The page's query: a shared link's tester settings (issue 19). */
  query?: QueryInput;
  /** What only this kind of page shows (playground samples, a collaboration's story). */
  children?: ReactNode;
  /** Links to the page's own parts, listed before the font's. */
  ownSections?: readonly SectionLink[];
}

/**
 * Everything a font page shows (spec 2.12): top image, title, the font's story, sample testers,
 * styles and widths, variable axes, glyphs, OpenType features, pairings, its family (child
 * fonts and scripts), fonts in use, buying options, languages, metrics, details and colours.
 */
export function FontDetailView({
  font,
  collaborationPrefix,
  section,
  buying,
  path,
  allGlyphs,
  query,
  children,
  ownSections = [],
}: FontDetailViewProps) {
  const { style: defaultStyle } = resolveDefaultStyle(font.initialStyle, font.styles);
  const features = featureShowcase(font.opentypeFeatures);
  const family = [...font.childFonts, ...font.scripts].filter((member) => !member.hidden);
  const pairing = font.pairing && font.pairing.pairedFonts.length > 0 ? font.pairing : null;
  const widths = [...new Set(font.styles.map((style) => style.width.name))];
  const has = {
    testers: font.sampleTypetesters.length > 0,
    variable: font.axes.length > 0,
    glyphs: font.glyphs.length > 0,
    features: features.length > 0 && defaultStyle !== null,
    pairings: pairing !== null,
    family: family.length > 0,
    inUse: font.fontsInUse.length > 0,
    languages: font.languages.length > 0,
  };
  const sections: SectionLink[] = [
    ...ownSections,
    { id: "about", label: "About" },
    ...(has.testers ? [{ id: "testers", label: "Testers" }] : []),
    { id: "styles", label: "Styles" },
    ...(has.variable ? [{ id: "variable", label: "Variable" }] : []),
    ...(has.glyphs ? [{ id: "glyphs", label: "Glyphs" }] : []),
    ...(has.features ? [{ id: "opentype", label: "OpenType" }] : []),
    ...(has.pairings ? [{ id: "pairings", label: "Pairings" }] : []),
    ...(has.family ? [{ id: "family", label: "Family" }] : []),
    ...(has.inUse ? [{ id: "in-use", label: "In use" }] : []),
    { id: "buy", label: "Buy" },
    ...(has.languages ? [{ id: "languages", label: "Languages" }] : []),
    { id: "metrics", label: "Metrics" },
    { id: "details", label: "Details" },
  ];
  const parent = font.parentFont
    ? { name: font.parentFont.name, href: `${section.href}/${font.parentFont.slug}` }
    : null;

  return (
    <article aria-labelledby="font-title">
      <TopImage image={font.topImage} mobileImage={font.topImageMobile} />
      <FontTitle
        font={font}
        section={section}
        parent={parent}
        sections={sections}
        buyable={buying !== null}
        titleId="font-title"
      />
      {children}
      <DetailSection id="about" title="About">
        <FontAbout
          intro={font.intro}
          body={font.body}
          release={font.release}
          awards={font.awards}
        />
      </DetailSection>
      {has.testers ? (
        <DetailSection
          id="testers"
          title="Type testers"
          aside="Type to try your own text"
          layout="bleed"
        >
          <SampleTesters font={font} query={query} />
        </DetailSection>
      ) : null}
      <DetailSection
        id="styles"
        title="Styles"
        aside={`${styleCountLabel(font.styles.length)} · ${widths.join(", ")} ${widths.length === 1 ? "width" : "widths"}`}
      >
        <FontStyles font={font} />
      </DetailSection>
      {has.variable ? (
        <DetailSection
          id="variable"
          title="Variable"
          aside={`${font.axes.length === 1 ? "1 axis" : `${font.axes.length} axes`}`}
          layout="bleed"
        >
          <VariableAxes font={font} query={query} />
        </DetailSection>
      ) : null}
      {has.glyphs ? <FontGlyphs font={font} path={path} all={allGlyphs} /> : null}
      {has.features && defaultStyle ? (
        <DetailSection
          id="opentype"
          title="OpenType features"
          aside="Switch each on and off"
          alwaysLaidOut
        >
          <FontFeatures
            familySlug={font.slug}
            fontName={font.name}
            styleName={defaultStyle.name}
            fontFamily={defaultStyle.fontFamily}
            updatedAt={defaultStyle._updatedAt}
            features={features}
          />
        </DetailSection>
      ) : null}
      {pairing ? (
        <DetailSection id="pairings" title="Pairings">
          <FontPairings font={font} pairing={pairing} query={query} />
        </DetailSection>
      ) : null}
      {has.family ? (
        <DetailSection id="family" title="Family" aside={`Also in ${font.name}`} layout="bleed">
          <FontList
            fonts={family}
            collaborationPrefix={collaborationPrefix}
            label={`Also in ${font.name}`}
            firstScreen={0}
          />
        </DetailSection>
      ) : null}
      {has.inUse ? (
        <DetailSection id="in-use" title="Fonts in use">
          <FontsInUse items={font.fontsInUse} />
        </DetailSection>
      ) : null}
      <DetailSection id="buy" title="Buy" aside="Per family and per style">
        {buying ? (
          <CartBuyingOptions fonts={buying} />
        ) : (
          <p>The prices could not be loaded just now. Please reload the page to try again.</p>
        )}
      </DetailSection>
      {has.languages ? (
        <DetailSection
          id="languages"
          title="Languages"
          aside={`${font.languages.length} supported`}
        >
          <FontLanguages fontName={font.name} languages={font.languages} />
        </DetailSection>
      ) : null}
      <DetailSection id="metrics" title="Metrics">
        <FontMetrics font={font} />
      </DetailSection>
      <DetailSection id="details" title="Details">
        <Stack space={12}>
          <FontInformation font={font} />
          <div>
            <h3 className={styles.subTitle}>Colours</h3>
            <FontColours font={font} />
          </div>
        </Stack>
      </DetailSection>
    </article>
  );
}

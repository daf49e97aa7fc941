import type { FontDetailFragment, PairingSettingsFieldsFragment } from "@meridian/graphql/content";
import { type PairingSide, PairingTester } from "@meridian/specimen/pairing-tester";
import {
  decodeTesterState,
  type QueryInput,
  type TesterState,
} from "@meridian/specimen/tester-state";
import { Stack } from "@meridian/ui/stack";
import { findStyle } from "@/lib/fonts/default-style";
import { styleNameFor } from "@/lib/fonts/tester";
import * as styles from "./FontPairings.css";

type Pairing = NonNullable<FontDetailFragment["pairing"]>;
type PairFont = Pick<FontDetailFragment, "slug" | "name" | "initialStyle" | "styles">;

/** One side of a pairing at content's settings, or at a shared link's text and size. */
function side(
  font: PairFont,
  settings: PairingSettingsFieldsFragment,
  text: string,
  shared: TesterState,
): PairingSide | null {
  const style = findStyle(font.styles, styleNameFor(font, settings.style));
  if (!style) return null;
  const size = shared.size;
  return {
    familySlug: font.slug,
    fontName: font.name,
    styleName: style.name,
    fontFamily: style.fontFamily,
    updatedAt: style._updatedAt,
    // A shared size is the reader's own: it holds on a phone too.
    settings: size === undefined ? settings : { ...settings, size, mobileSize: size },
    text: shared.text ?? text,
  };
}

export interface FontPairingsProps {
  font: PairFont;
  pairing: Pairing;
  /** The page's query: a shared link's texts and sizes (issue 19). */
  query?: QueryInput;
}

/** Only a text and a size travel in a pairing's link. */
function sharedSide(query: QueryInput, key: string): TesterState {
  const { text, size } = decodeTesterState(query, key, { styles: [], features: [], style: "" });
  return { ...(text === undefined ? {} : { text }), ...(size === undefined ? {} : { size }) };
}

/**
 * Pairings (spec 2.12): the headline set in this font and the body in each paired font, with
 * content's sizes, leading and tracking for each — each pairing editable, its sizes adjustable
 * and its setting shareable by link (issue 19).
 */
export function FontPairings({ font, pairing, query = {} }: FontPairingsProps) {
  const headlineStyle = styleNameFor(font, pairing.headline.style);
  return (
    <div className={styles.list}>
      {pairing.pairedFonts.map((paired, index) => {
        const key = `p${index + 1}`;
        const headline = side(
          font,
          pairing.headline,
          pairing.pairingHeadlineText,
          sharedSide(query, `${key}h`),
        );
        const body = side(
          paired,
          pairing.body,
          pairing.pairingBodyText,
          sharedSide(query, `${key}b`),
        );
        return (
          <Stack
            as="article"
            key={paired.id}
            space={4}
            aria-label={`${font.name} with ${paired.name}`}
          >
            <p className={styles.credit}>
              {font.name} {headlineStyle} with {paired.name}{" "}
              {styleNameFor(paired, pairing.body.style)}
            </p>
            {headline && body ? (
              <PairingTester stateKey={key} headline={headline} body={body} rtl={pairing.rtl} />
            ) : null}
          </Stack>
        );
      })}
    </div>
  );
}

import type { FontDetailFragment, PairingSettingsFieldsFragment } from "@meridian/graphql/content";
import { FontText } from "@meridian/ui/font-text";
import { Stack } from "@meridian/ui/stack";
import { typeSettings, typeSettingsStyle } from "@meridian/ui/type-settings";
import { findStyle } from "@/lib/fonts/default-style";
import { styleNameFor } from "@/lib/fonts/tester";
import * as styles from "./FontPairings.css";

type Pairing = NonNullable<FontDetailFragment["pairing"]>;
type PairFont = Pick<FontDetailFragment, "slug" | "name" | "initialStyle" | "styles">;

function SetText({
  font,
  settings,
  as,
  className,
  text,
  rtl,
}: {
  font: PairFont;
  settings: PairingSettingsFieldsFragment;
  as: "p";
  className?: string;
  text: string;
  rtl: boolean;
}) {
  const style = findStyle(font.styles, styleNameFor(font, settings.style));
  if (!style) return null;
  return (
    <FontText
      host=""
      as={as}
      familySlug={font.slug}
      fontName={font.name}
      styleName={style.name}
      fontFamily={style.fontFamily}
      updatedAt={style._updatedAt}
      className={[styles.setting, typeSettings, className].filter(Boolean).join(" ")}
      style={typeSettingsStyle(settings)}
    >
      <span dir={rtl ? "rtl" : undefined}>{text}</span>
    </FontText>
  );
}

export interface FontPairingsProps {
  font: PairFont;
  pairing: Pairing;
}

/**
 * Pairings (spec 2.12): the headline set in this font and the body in each paired font, with
 * content's sizes, leading and tracking for each.
 */
export function FontPairings({ font, pairing }: FontPairingsProps) {
  const headlineStyle = styleNameFor(font, pairing.headline.style);
  return (
    <div className={styles.list}>
      {pairing.pairedFonts.map((paired) => (
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
          <SetText
            font={font}
            settings={pairing.headline}
            as="p"
            text={pairing.pairingHeadlineText}
            rtl={pairing.rtl}
          />
          <SetText
            font={paired}
            settings={pairing.body}
            as="p"
            className={styles.body}
            text={pairing.pairingBodyText}
            rtl={pairing.rtl}
          />
        </Stack>
      ))}
    </div>
  );
}

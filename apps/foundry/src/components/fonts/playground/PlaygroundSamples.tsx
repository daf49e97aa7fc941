import type { FontStyleFieldsFragment } from "@meridian/graphql/content";
import { FontText } from "@meridian/ui/font-text";
import { inlineVars } from "@meridian/ui/inline-vars";
import { typeSettings, typeSettingsStyle } from "@meridian/ui/type-settings";
import { gutter } from "@/components/layout/layout.css";
import { findStyle } from "@/lib/fonts/default-style";
import type { PlaygroundFont } from "@/lib/fonts/get-playground-font";
import { styleNameFor } from "@/lib/fonts/tester";
import * as styles from "./PlaygroundSamples.css";

type Sample = NonNullable<PlaygroundFont["playgroundPage"]>["samples"][number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const TRIGGERS: Record<string, string> = {
  load: styles.onLoad,
  hover: styles.onHover,
  scroll: styles.onScroll,
};

/** '"ELSH" 0, "wght" 300': one end of the animated axes. */
function axisSettings(sample: Sample, end: "from" | "to"): string | null {
  if (sample.animateAxes.length === 0) return null;
  return sample.animateAxes
    .map((axis) => `"${axis.axisTag.replace(/[^A-Za-z0-9 ]/g, "")}" ${axis[end]}`)
    .join(", ");
}

function sampleVars(sample: Sample) {
  return inlineVars({
    [styles.background]: HEX.test(sample.backgroundColour) ? sample.backgroundColour : null,
    [styles.foreground]: HEX.test(sample.foregroundColour) ? sample.foregroundColour : null,
    [styles.axesFrom]: axisSettings(sample, "from"),
    [styles.axesTo]: axisSettings(sample, "to"),
    [styles.duration]: `${sample.animationDuration}s`,
    [styles.easing]: sample.animationEasing.replace(/[^a-z0-9(),.\s-]/gi, ""),
  });
}

export interface PlaygroundSamplesProps {
  font: Pick<PlaygroundFont, "slug" | "name" | "initialStyle" | "styles">;
  samples: readonly Sample[];
}

/**
 * A playground font's samples (spec 3): each a band in its own colours with its text, size,
 * leading, style, weight, tracking and features (with mobile values), and its axes animated
 * on load, on hover or with scrolling — still under reduced motion.
 */
export function PlaygroundSamples({ font, samples }: PlaygroundSamplesProps) {
  return (
    <div>
      {samples.map((sample, index) => {
        const style: FontStyleFieldsFragment | undefined = findStyle(
          font.styles,
          styleNameFor(font, sample.style),
        );
        if (!style) return null;
        const animated = sample.animateAxes.length > 0;
        const features = sample.opentypeFeatures.map((feature) => `"${feature.unicodeTag}" 1`);
        return (
          <section
            key={index}
            aria-label={`${font.name} sample ${index + 1}`}
            className={`${styles.band} ${gutter}`}
            style={{ ...sampleVars(sample), ...typeSettingsStyle(sample) }}
            data-trigger={animated ? sample.animationTrigger : undefined}
          >
            <FontText
              host=""
              as="p"
              familySlug={font.slug}
              fontName={font.name}
              styleName={style.name}
              fontFamily={style.fontFamily}
              updatedAt={style._updatedAt}
              className={[
                styles.text,
                typeSettings,
                animated ? TRIGGERS[sample.animationTrigger] : undefined,
              ]
                .filter(Boolean)
                .join(" ")}
              style={{
                fontWeight: sample.weight ?? undefined,
                fontFeatureSettings: features.length ? features.join(", ") : undefined,
              }}
            >
              {sample.text}
            </FontText>
          </section>
        );
      })}
    </div>
  );
}

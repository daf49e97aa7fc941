import type { FontDetailFragment } from "@meridian/graphql/content";
import type { QueryInput } from "@meridian/specimen/tester-state";
import { TypeTester } from "@meridian/specimen/type-tester";
import { sharedTesterState, styleNameFor, testerStyles } from "@/lib/fonts/tester";

export interface SampleTestersProps {
  font: FontDetailFragment;
  /** The page's query: a shared link's settings for these testers. */
  query?: QueryInput;
}

/**
 * The font's sample testers (spec 2.12), each a full-width band opening on content's text,
 * style, size, leading, tracking (with mobile values), direction and OpenType features.
 */
export function SampleTesters({ font, query = {} }: SampleTestersProps) {
  const styles = testerStyles(font);
  return (
    <div>
      {font.sampleTypetesters.map((sample, index) => {
        const style = styleNameFor(font, sample.style);
        const stateKey = `s${index + 1}`;
        return (
          <TypeTester
            key={index}
            stateKey={stateKey}
            shared={sharedTesterState(query, stateKey, font, style)}
            host=""
            familySlug={font.slug}
            fontName={font.name}
            styles={styles}
            text={sample.text}
            style={style}
            size={sample.size}
            leading={sample.leading}
            tracking={sample.tracking}
            mobileSize={sample.mobileSize}
            mobileLeading={sample.mobileLeading}
            mobileTracking={sample.mobileTracking}
            rtl={sample.rtl}
            features={font.opentypeFeatures}
            activeFeatures={sample.opentypeFeatures.map((feature) => feature.unicodeTag)}
            autoplayAxes={font.autoplayAxes}
            label={`${font.name} type tester ${index + 1} of ${font.sampleTypetesters.length}`}
          />
        );
      })}
    </div>
  );
}

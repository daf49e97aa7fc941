import type { FontTesterFragment } from "@meridian/graphql/content";
import type { QueryInput } from "@meridian/specimen/tester-state";
import { TypeTester } from "@meridian/specimen/type-tester";
import { initialTesterSettings, sharedTesterState, testerStyles } from "@/lib/fonts/tester";

export interface FontTesterBandProps {
  font: FontTesterFragment;
  label?: string;
  /** The band is the page's largest text: it paints from a subset before script (TypeTester). */
  priority?: boolean;
  /** The tester's key in a shared link, and the page's query that may hold its setting. */
  stateKey?: string;
  query?: QueryInput;
}

/**
 * A tester on the font's own opening settings (spec 3 initial display): its initial text, style
 * (spec 5's rule), size and tracking with their mobile values, the variable axes (some playing
 * by themselves) and the OpenType features.
 */
export function FontTesterBand({
  font,
  label,
  priority = false,
  stateKey,
  query = {},
}: FontTesterBandProps) {
  const settings = initialTesterSettings(font);
  return (
    <TypeTester
      host=""
      familySlug={font.slug}
      fontName={font.name}
      styles={testerStyles(font)}
      text={settings.text}
      style={settings.style}
      size={settings.size}
      leading={settings.leading}
      tracking={settings.tracking}
      mobileSize={settings.mobileSize}
      mobileTracking={settings.mobileTracking}
      features={font.opentypeFeatures}
      autoplayAxes={font.autoplayAxes}
      label={label ?? `${font.name} type tester`}
      priority={priority}
      stateKey={stateKey}
      shared={stateKey ? sharedTesterState(query, stateKey, font, settings.style) : undefined}
    />
  );
}

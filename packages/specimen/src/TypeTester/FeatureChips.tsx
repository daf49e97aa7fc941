import { VisuallyHidden } from "@meridian/ui/text";
import * as css from "./TypeTester.css";
import type { TesterFeature } from "./tester-props";

export interface FeatureChipsProps {
  /** The id the features button controls. */
  id: string;
  features: readonly TesterFeature[];
  state: Readonly<Record<string, boolean>>;
  onChange: (tag: string, on: boolean) => void;
}

/** The font's toggleable OpenType features, a switch each, named by tag and spoken by name. */
export function FeatureChips({ id, features, state, onChange }: FeatureChipsProps) {
  return (
    <fieldset id={id} className={css.features}>
      <legend>
        <VisuallyHidden>OpenType features</VisuallyHidden>
      </legend>
      {features.map((feature) => (
        <label key={feature.unicodeTag} className={css.chip} title={feature.name}>
          <input
            type="checkbox"
            checked={state[feature.unicodeTag] ?? false}
            onChange={(event) => onChange(feature.unicodeTag, event.currentTarget.checked)}
            className={css.chipInput}
          />
          {feature.unicodeTag} <VisuallyHidden>{feature.name}</VisuallyHidden>
        </label>
      ))}
    </fieldset>
  );
}

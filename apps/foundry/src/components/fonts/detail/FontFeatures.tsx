"use client";

import { FontText } from "@meridian/ui/font-text";
import { Toggle } from "@meridian/ui/toggle";
import { useState } from "react";
import { featureSetting, type ShowcaseFeature } from "@/lib/fonts/feature-samples";
import * as styles from "./FontFeatures.css";

export interface FontFeaturesProps {
  familySlug: string;
  fontName: string;
  styleName: string;
  fontFamily: string;
  updatedAt: string;
  features: readonly ShowcaseFeature[];
}

/**
 * The font's OpenType features (spec 2.12), each shown on a text that makes it visible, with a
 * switch that turns it on and off in place. They open switched on.
 */
export function FontFeatures({ features, ...font }: FontFeaturesProps) {
  const [off, setOff] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <ul className={styles.list}>
      {features.map((feature) => {
        const on = !off.has(feature.unicodeTag);
        return (
          <li key={feature.unicodeTag} className={styles.row}>
            <div className={styles.control}>
              <Toggle
                label={feature.name}
                checked={on}
                switchPosition="start"
                onChange={(checked) => {
                  const next = new Set(off);
                  if (checked) next.delete(feature.unicodeTag);
                  else next.add(feature.unicodeTag);
                  setOff(next);
                }}
              />
              <span className={styles.tag}>{feature.unicodeTag}</span>
            </div>
            <FontText host="" {...font} className={styles.sample}>
              {feature.sample.map((part, index) =>
                part.featured ? (
                  <span
                    key={index}
                    data-feature={feature.unicodeTag}
                    style={{ fontFeatureSettings: featureSetting(feature.unicodeTag, on) }}
                  >
                    {part.text}
                  </span>
                ) : (
                  part.text
                ),
              )}
            </FontText>
          </li>
        );
      })}
    </ul>
  );
}

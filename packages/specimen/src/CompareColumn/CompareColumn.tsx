"use client";

import { Dropdown } from "@meridian/ui/dropdown";
import { FontText } from "@meridian/ui/font-text";
import { Slider } from "@meridian/ui/slider";
import { normaliseStyleName } from "@meridian/ui/style-names";
import { VisuallyHidden } from "@meridian/ui/text";
import { type ElementType, useId, useRef } from "react";
import { variationSettings } from "../TypeTester/features";
import type { TesterStyle } from "../TypeTester/tester-props";
import * as styles from "./CompareColumn.css";
import { useFittedSize } from "./use-fitted-size";

/** A font as a comparison shows it: its name, its page and its styles (variable ones with axes). */
export interface CompareFont {
  slug: string;
  name: string;
  href: string;
  styles: readonly TesterStyle[];
}

/** A column's own setting: its style and, for a variable style, its axes' values. */
export interface CompareColumnSetting {
  style: string;
  axes?: Record<string, number>;
}

export interface CompareColumnViewProps {
  font: CompareFont;
  column: CompareColumnSetting;
  /** The text and size all columns share. */
  text: string;
  size: number;
  onChange: (change: Partial<CompareColumnSetting>) => void;
  onRemove: () => void;
  /** The site's link element for the font's page (Next's `Link`); `a` by default. */
  linkAs?: ElementType;
}

/**
 * One font of a comparison: its name, its own style (the weight-preview dropdown) and axes, and
 * the shared text at the shared size — smaller where the column is too narrow for the longest
 * word, with a note saying so.
 */
export function CompareColumnView({
  font,
  column,
  text,
  size,
  onChange,
  onRemove,
  linkAs: Link = "a",
}: CompareColumnViewProps) {
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const style = font.styles.find((candidate) => candidate.name === column.style) ?? font.styles[0];
  const axes = style?.axes ?? [];
  const values = Object.fromEntries(
    axes.map((axis) => [axis.axisTag, column.axes?.[axis.axisTag] ?? axis.defaultValue]),
  );
  const variation = axes.length ? variationSettings(values) : undefined;
  const shown = useFittedSize(frame, size, `${text}|${style?.fontFamily}|${variation}`);
  if (!style) return null;

  return (
    <li className={styles.column} aria-label={font.name}>
      <div className={styles.columnHead}>
        <Link href={font.href} className={styles.fontLink}>
          {font.name}
        </Link>
        <button type="button" className={styles.remove} onClick={onRemove}>
          Remove <VisuallyHidden>{font.name}</VisuallyHidden>
        </button>
      </div>
      <div className={styles.columnControls}>
        <Dropdown
          label="Style"
          accessibleLabel={`Style of ${font.name}`}
          options={font.styles.map((candidate) => ({
            value: candidate.name,
            label: normaliseStyleName(candidate.name),
            fontFamily: candidate.fontFamily,
          }))}
          value={style.name}
          onChange={(name) => onChange({ style: name, axes: undefined })}
          weightPreview
          bare
        />
        {axes.map((axis) => (
          <Slider
            key={axis.axisTag}
            id={`${id}-${axis.axisTag}`}
            label={
              <>
                {axis.name} <VisuallyHidden>of {font.name}</VisuallyHidden>
              </>
            }
            min={axis.minValue}
            max={axis.maxValue}
            step={axis.maxValue - axis.minValue > 50 ? 1 : 0.1}
            value={values[axis.axisTag] ?? axis.defaultValue}
            display={Math.round(values[axis.axisTag] ?? axis.defaultValue)}
            onChange={(value) => onChange({ axes: { ...values, [axis.axisTag]: value } })}
          />
        ))}
        {shown < size ? <span className={styles.fitted}>Shown at {shown}px to fit</span> : null}
      </div>
      <div ref={frame}>
        <FontText
          host=""
          as="p"
          familySlug={font.slug}
          fontName={font.name}
          styleName={style.name}
          fontFamily={style.fontFamily}
          updatedAt={style.updatedAt}
          className={styles.sample}
          style={{ fontSize: `${shown}px`, fontVariationSettings: variation }}
        >
          {text}
        </FontText>
      </div>
    </li>
  );
}

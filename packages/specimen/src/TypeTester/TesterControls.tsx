import { type CatalogueFontStyle, loadCatalogueFont } from "@meridian/ui/catalogue-font";
import { Dropdown } from "@meridian/ui/dropdown";
import { normaliseStyleName } from "@meridian/ui/style-names";
import { VisuallyHidden } from "@meridian/ui/text";
import type { Dispatch } from "react";
import { DEFAULT_ON } from "./features";
import { type PhoneSetting, SettingSlider } from "./SettingSlider";
import * as css from "./TypeTester.css";
import type { TesterFeature, TesterStyle } from "./tester-props";
import type { Tester, TesterAction } from "./tester-reducer";
import { LEADING_RANGE, SIZE_RANGE, type TesterAlign, TRACKING_RANGE } from "./tester-setting";

const ALIGNMENTS: readonly { value: TesterAlign; label: string }[] = [
  { value: "left", label: "Align left" },
  { value: "center", label: "Align centre" },
  { value: "right", label: "Align right" },
];

export interface TesterControlsProps {
  /** The tester's id, which the controls' ids start with. */
  id: string;
  tester: Tester;
  dispatch: Dispatch<TesterAction>;
  styles: readonly TesterStyle[];
  /** The chosen style, as the tester sets it (the first where the name is unknown). */
  current: TesterStyle | undefined;
  onChooseStyle: (name: string) => void;
  /** Where the styles' files are: all are fetched when the style list opens. */
  font: Omit<CatalogueFontStyle, "styleName" | "fontFamily" | "updatedAt"> & { host: string };
  settings: { size: PhoneSetting; leading: PhoneSetting; tracking: PhoneSetting };
  sizeMax: number;
  showDirection: boolean;
  /** The toggleable features: 'OpenType features' opens them, counting those changed. */
  features: readonly TesterFeature[];
  /** Offer 'Share' (a tester with a key in shared links). */
  shareable: boolean;
}

/**
 * The tester's row of controls: style (each shown in itself), size, leading and tracking,
 * alignment, direction, and the buttons that open the features and the share row.
 */
export function TesterControls({
  id,
  tester,
  dispatch,
  styles,
  current,
  onChooseStyle,
  font: { host, ...font },
  settings,
  sizeMax,
  showDirection,
  features,
  shareable,
}: TesterControlsProps) {
  /** Fetches every style's file when the style list opens, so the options show in their own style. */
  function preloadStyles(open: boolean) {
    if (!open) return;
    for (const candidate of styles) {
      void loadCatalogueFont(host, {
        ...font,
        styleName: candidate.name,
        fontFamily: candidate.fontFamily,
        updatedAt: candidate.updatedAt,
      });
    }
  }
  const changed = features.filter(
    ({ unicodeTag }) => tester.features[unicodeTag] !== DEFAULT_ON.has(unicodeTag),
  ).length;

  return (
    <div className={css.controls}>
      <Dropdown
        label="Style"
        options={styles.map((candidate) => ({
          value: candidate.name,
          label: normaliseStyleName(candidate.name),
          fontFamily: candidate.fontFamily,
        }))}
        value={current?.name ?? null}
        onChange={onChooseStyle}
        onOpenChange={preloadStyles}
        weightPreview
        bare
      />
      <SettingSlider
        id={`${id}-size`}
        label="Size"
        min={SIZE_RANGE.min}
        max={sizeMax}
        step={1}
        setting={settings.size}
        format={(value) => `${value}px`}
        onChange={(value) => dispatch({ type: "size", value })}
      />
      <SettingSlider
        id={`${id}-leading`}
        label="Leading"
        min={LEADING_RANGE.min}
        max={LEADING_RANGE.max}
        step={0.05}
        setting={settings.leading}
        format={(value) => value.toFixed(2)}
        onChange={(value) => dispatch({ type: "leading", value })}
      />
      <SettingSlider
        id={`${id}-tracking`}
        label="Tracking"
        min={TRACKING_RANGE.min}
        max={TRACKING_RANGE.max}
        step={5}
        setting={settings.tracking}
        format={signed}
        onChange={(value) => dispatch({ type: "tracking", value })}
      />
      <div role="radiogroup" aria-label="Alignment" className={css.chips}>
        {ALIGNMENTS.map((option) => (
          <label key={option.value} className={css.chip} title={option.label}>
            <input
              type="radio"
              name={`${id}-align`}
              value={option.value}
              checked={tester.align === option.value}
              onChange={() => dispatch({ type: "align", align: option.value })}
              className={css.chipInput}
            />
            <VisuallyHidden>{option.label}</VisuallyHidden>
            <span className={css.alignIcon[option.value]} aria-hidden="true" />
          </label>
        ))}
      </div>
      {showDirection ? (
        <label className={css.chip}>
          <input
            type="checkbox"
            checked={tester.rtl}
            onChange={(event) => dispatch({ type: "direction", rtl: event.currentTarget.checked })}
            className={css.chipInput}
          />
          RTL <VisuallyHidden>(right to left)</VisuallyHidden>
        </label>
      ) : null}
      {features.length > 0 ? (
        <button
          type="button"
          className={css.toolButton}
          aria-expanded={tester.showFeatures}
          aria-controls={`${id}-features`}
          onClick={() => dispatch({ type: "toggleFeatures" })}
        >
          OpenType features{changed ? ` (${changed})` : ""}
        </button>
      ) : null}
      {shareable ? (
        <button
          type="button"
          className={css.toolButton}
          aria-expanded={tester.showShare}
          onClick={() => dispatch({ type: "toggleShare" })}
        >
          Share <VisuallyHidden>or export this setting</VisuallyHidden>
        </button>
      ) : null}
    </div>
  );
}

/** '−30' with a true minus sign, as type is spoken of. */
function signed(value: number): string {
  return value < 0 ? `\u2212${Math.abs(value)}` : String(value);
}

import { loadCatalogueFont } from "@meridian/ui/catalogue-font";
import { Dropdown } from "@meridian/ui/dropdown";
import { normaliseStyleName } from "@meridian/ui/style-names";
import { VisuallyHidden } from "@meridian/ui/text";
import type { Dispatch } from "react";
import { DEFAULT_ON } from "./features";
import { type PhoneSetting, SettingSlider } from "./SettingSlider";
import * as css from "./TypeTester.css";
import type { TesterStyle, TypeTesterProps } from "./tester-props";
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
  /** The tester's props: its styles, font, and whether it offers direction and sharing. */
  props: TypeTesterProps;
  tester: Tester;
  dispatch: Dispatch<TesterAction>;
  /** The chosen style, as the tester sets it (the first where the name is unknown). */
  current: TesterStyle | undefined;
  onChooseStyle: (name: string) => void;
  settings: Record<"size" | "leading" | "tracking", PhoneSetting>;
}

/**
 * The tester's row of controls: style (each shown in itself), size, leading and tracking,
 * alignment, direction, and the buttons that open the features and the share row.
 */
export function TesterControls({
  id,
  props: { host, styles, familySlug, fontName, subset, size, rtl, showDirection, stateKey, shared },
  tester,
  dispatch,
  current,
  onChooseStyle,
  settings,
}: TesterControlsProps) {
  /** Fetches every style's file when the style list opens, so the options show in their own style. */
  function preloadStyles(open: boolean) {
    if (!open) return;
    for (const candidate of styles) {
      void loadCatalogueFont(host, {
        familySlug,
        fontName,
        styleName: candidate.name,
        fontFamily: candidate.fontFamily,
        updatedAt: candidate.updatedAt,
        ...(subset ? { subset } : {}),
      });
    }
  }
  const features = Object.entries(tester.features);
  const changed = features.filter(([tag, on]) => on !== DEFAULT_ON.has(tag)).length;

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
        // Room above content's size, and for a shared link's, within the range a link may give.
        max={Math.min(SIZE_RANGE.max, Math.max(300, Math.ceil(size * 1.5), shared?.size ?? 0))}
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
      {showDirection || rtl ? (
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
          onClick={() => dispatch({ type: "toggle", what: "showFeatures" })}
        >
          OpenType features{changed ? ` (${changed})` : ""}
        </button>
      ) : null}
      {stateKey ? (
        <button
          type="button"
          className={css.toolButton}
          aria-expanded={tester.showShare}
          onClick={() => dispatch({ type: "toggle", what: "showShare" })}
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

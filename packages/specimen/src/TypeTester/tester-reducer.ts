/**
 * What a type tester holds while a reader uses it, and every way it changes: one reducer of pure
 * transitions, so each rule is tested on its own (tester-reducer.test.ts) and the component only
 * dispatches. The typed text is not here: the sample is an uncontrolled editable block (a render
 * per keystroke would move the caret and lose the browser's own undo), read when it is shared.
 */

import type { TypeSettings } from "@meridian/ui/type-settings";
import { axisDefaults, DEFAULT_ON, isToggleableFeature } from "./features";
import type { PhoneSetting } from "./SettingSlider";
import type { TypeTesterProps } from "./tester-props";
import type { TesterAlign } from "./tester-setting";

export interface Tester {
  /** The chosen style's name. */
  style: string;
  /** The reader's own size, leading and tracking: null follows content's (a phone's on a phone). */
  size: number | null;
  leading: number | null;
  tracking: number | null;
  rtl: boolean;
  align: TesterAlign;
  /** Each toggleable feature, on or off. */
  features: Readonly<Record<string, boolean>>;
  /** The axes the tester opened on: the opening subset is cut at these (use-tester-face). */
  openingAxes: Readonly<Record<string, number>>;
  /** The axes as React last heard of them; while they play, the frames run ahead of this. */
  axes: Readonly<Record<string, number>>;
  /** The axes that play by themselves (the font's autoplayAxes). */
  autoplayAxes: readonly string[];
  /** Whether they are playing: a reader's pause, or moving one of them, stops them. */
  playing: boolean;
  showFeatures: boolean;
  showShare: boolean;
}

export type TesterAction =
  | { type: "style"; style: { name: string; axes?: readonly AxisDefault[] } }
  | { type: "size" | "leading" | "tracking"; value: number }
  | { type: "align"; align: TesterAlign }
  | { type: "direction"; rtl: boolean }
  | { type: "feature"; tag: string; on: boolean }
  | { type: "axis"; tag: string; value: number }
  | { type: "played"; axes: Readonly<Record<string, number>> }
  /** Play or pause the axes; open or close the features or the share row. */
  | { type: "toggle"; what: "playing" | "showFeatures" | "showShare" };

interface AxisDefault {
  axisTag: string;
  defaultValue: number;
}

/** What the tester opens on: content's setting (its props), with a shared link's over it. */
export function openTester({
  styles,
  style,
  rtl = false,
  align,
  features = [],
  activeFeatures = [],
  autoplayAxes = [],
  shared = {},
}: Pick<
  TypeTesterProps,
  "styles" | "style" | "rtl" | "align" | "features" | "activeFeatures" | "autoplayAxes" | "shared"
>): Tester {
  const opening = shared.style ?? style;
  const openingRtl = shared.rtl ?? rtl;
  const openingAxes = {
    ...axisDefaults(styles.find((candidate) => candidate.name === opening) ?? styles[0]),
    ...shared.axes,
  };
  return {
    style: opening,
    // A shared setting is the reader's own: it holds on a phone too.
    size: shared.size ?? null,
    leading: shared.leading ?? null,
    tracking: shared.tracking ?? null,
    rtl: openingRtl,
    // Text opens at the start of its reading direction: Arabic and Hebrew on the right.
    align: shared.align ?? align ?? (openingRtl ? "right" : "left"),
    features: Object.fromEntries(
      features
        .filter((feature) => isToggleableFeature(feature.unicodeTag))
        .map(({ unicodeTag: tag }) => [
          tag,
          shared.features?.[tag] ?? (DEFAULT_ON.has(tag) || activeFeatures.includes(tag)),
        ]),
    ),
    openingAxes,
    axes: openingAxes,
    autoplayAxes,
    // Shared axis values stay still: the link is for that exact setting.
    playing: shared.axes === undefined,
    showFeatures: false,
    showShare: false,
  };
}

export function testerReducer(tester: Tester, action: TesterAction): Tester {
  switch (action.type) {
    case "style":
      // Another style starts at its own axes' defaults.
      return { ...tester, style: action.style.name, axes: axisDefaults(action.style) };
    case "size":
    case "leading":
    case "tracking":
      return { ...tester, [action.type]: action.value };
    case "align":
      return { ...tester, align: action.align };
    case "direction":
      return { ...tester, rtl: action.rtl };
    case "feature":
      return { ...tester, features: { ...tester.features, [action.tag]: action.on } };
    case "axis":
      return {
        ...tester,
        axes: { ...tester.axes, [action.tag]: action.value },
        // The reader has taken hold of an axis that plays: stop the play.
        playing: tester.playing && !tester.autoplayAxes.includes(action.tag),
      };
    case "played":
      // The play stopped: the axes stay where its last frame left them.
      return { ...tester, axes: action.axes };
    case "toggle":
      return { ...tester, [action.what]: !tester[action.what] };
  }
}

/** Size, leading and tracking as the sliders show them: the reader's own, else content's. */
export function phoneSettings(
  tester: Tester,
  content: TypeSettings,
): Record<"size" | "leading" | "tracking", PhoneSetting> {
  return {
    size: { chosen: tester.size, desktop: content.size, phone: content.mobileSize },
    leading: { chosen: tester.leading, desktop: content.leading, phone: content.mobileLeading },
    tracking: { chosen: tester.tracking, desktop: content.tracking, phone: content.mobileTracking },
  };
}

/** What the sample is set at: a reader's own value at every width, else content's with a phone's. */
export function sampleSettings(tester: Tester, content: TypeSettings): TypeSettings {
  return {
    size: tester.size ?? content.size,
    leading: tester.leading ?? content.leading,
    tracking: tester.tracking ?? content.tracking,
    mobileSize: tester.size ?? content.mobileSize,
    mobileLeading: tester.leading ?? content.mobileLeading,
    mobileTracking: tester.tracking ?? content.mobileTracking,
  };
}

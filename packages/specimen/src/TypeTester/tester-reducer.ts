/**
 * What a type tester holds while a reader uses it, and every way it changes: one reducer of pure
 * transitions, so each rule is tested on its own (tester-reducer.test.ts) and the component only
 * dispatches. The typed text is not here: the sample is an uncontrolled editable block (a render
 * per keystroke would move the caret and lose the browser's own undo), read when it is shared.
 */

import type { TypeSettings } from "@meridian/ui/type-settings";
import { axisDefaults, DEFAULT_ON } from "./features";
import type { PhoneSetting } from "./SettingSlider";
import type { TesterAlign, TesterState } from "./tester-setting";

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
  | { type: "togglePlaying" }
  | { type: "toggleFeatures" }
  | { type: "toggleShare" };

interface AxisDefault {
  axisTag: string;
  defaultValue: number;
}

export interface TesterOpening {
  /** The opening style's name, and that style (undefined where the font has none by that name). */
  style: string;
  current: { axes?: readonly AxisDefault[] } | undefined;
  rtl: boolean;
  align?: TesterAlign;
  /** The tags of the features the tester can switch. */
  toggleable: readonly string[];
  /** Features content switches on (the sample's opentypeFeatures). */
  activeFeatures: readonly string[];
  autoplayAxes: readonly string[];
  /** A setting from a shared link, over content's: the reader's own, so it holds on a phone. */
  shared: TesterState;
}

/** Text opens at the start of its reading direction: Arabic and Hebrew on the right. */
export function startAlign(rtl: boolean): TesterAlign {
  return rtl ? "right" : "left";
}

/** The tester as it opens: content's setting, with a shared link's over it. */
export function openTester({
  style,
  current,
  rtl,
  align,
  toggleable,
  activeFeatures,
  autoplayAxes,
  shared,
}: TesterOpening): Tester {
  const openingRtl = shared.rtl ?? rtl;
  const openingAxes = { ...axisDefaults(current), ...shared.axes };
  return {
    style: shared.style ?? style,
    size: shared.size ?? null,
    leading: shared.leading ?? null,
    tracking: shared.tracking ?? null,
    rtl: openingRtl,
    align: shared.align ?? align ?? startAlign(openingRtl),
    features: Object.fromEntries(
      toggleable.map((tag) => [
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
      return { ...tester, size: action.value };
    case "leading":
      return { ...tester, leading: action.value };
    case "tracking":
      return { ...tester, tracking: action.value };
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
    case "togglePlaying":
      return { ...tester, playing: !tester.playing };
    case "toggleFeatures":
      return { ...tester, showFeatures: !tester.showFeatures };
    case "toggleShare":
      return { ...tester, showShare: !tester.showShare };
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

/**
 * What a tester shows at the moment a reader shares or exports it: its setting (for the link),
 * its face and settings as CSS, and its sample (for the PNG). Loaded with the share row, when a
 * visitor opens it (ADR 0018).
 */
import { fontUrl, roundAxisValue } from "@meridian/codecs/font-url";
import { matchesMedia } from "@meridian/ui/media-query";
import { normaliseStyleName } from "@meridian/ui/style-names";
import { media } from "@meridian/ui/theme/tokens";
import { DEFAULT_ON, featureSettings, variationSettings } from "./features";
import { type PhoneSetting, settingValue } from "./SettingSlider";
import type { TesterStyle } from "./tester-props";
import type { Tester } from "./tester-reducer";
import type { TesterState } from "./tester-setting";

/** What a tester is showing now, for its link, its CSS and its picture. */
export interface TesterSnapshot {
  state: TesterState;
  fontName: string;
  styleName: string;
  /** The CSS family the style is registered under. */
  fontFamily: string;
  /** The style's file. */
  fontUrl: string;
  sample: HTMLElement | null;
  /** The sample's font-feature-settings and font-variation-settings, as it sets them. */
  featureSettings: string;
  variationSettings: string;
}

/** The tester as it is when a reader acts: its state, its sample and the axes this frame. */
export interface TesterNow {
  host: string;
  familySlug: string;
  fontName: string;
  subset?: string;
  tester: Tester;
  /** The chosen style. */
  style: TesterStyle | undefined;
  /** The text and style the tester opened with, where the sample or the style cannot say. */
  openingText: string;
  openingStyle: string;
  /** Size, leading and tracking: the reader's own, else content's for the screen. */
  settings: { size: PhoneSetting; leading: PhoneSetting; tracking: PhoneSetting };
  /** Features content switches on: a link keeps them on even where that is the default. */
  activeFeatures: readonly string[];
  axes: Readonly<Record<string, number>>;
  sample: HTMLElement | null;
}

/** What the tester shows now; features as far as they differ from the browser's or content's. */
export function testerSnapshot({
  host,
  familySlug,
  fontName,
  subset,
  tester,
  style,
  openingText,
  openingStyle,
  settings,
  activeFeatures,
  axes: values,
  sample,
}: TesterNow): TesterSnapshot {
  const features = Object.fromEntries(
    Object.entries(tester.features).filter(
      ([tag, on]) => on !== DEFAULT_ON.has(tag) || activeFeatures.includes(tag),
    ),
  );
  const axes = style?.axes ?? [];
  const onPhone = matchesMedia(media.mobile);
  return {
    state: {
      text: sampleText(sample) ?? openingText,
      style: style?.name ?? openingStyle,
      size: settingValue(settings.size, onPhone),
      leading: settingValue(settings.leading, onPhone),
      tracking: settingValue(settings.tracking, onPhone),
      align: tester.align,
      rtl: tester.rtl,
      features,
      axes: axes.length
        ? Object.fromEntries(
            axes.map((axis) => [
              axis.axisTag,
              roundAxisValue(values[axis.axisTag] ?? axis.defaultValue),
            ]),
          )
        : undefined,
    },
    fontName,
    styleName: style ? normaliseStyleName(style.name) : "",
    fontFamily: style?.fontFamily ?? fontName,
    fontUrl: style
      ? fontUrl({
          host,
          familySlug,
          fontName,
          styleName: style.name,
          updatedAt: style.updatedAt,
          ...(subset ? { subset } : {}),
        })
      : "",
    sample,
    featureSettings: featureSettings(tester.features),
    variationSettings: axes.length
      ? variationSettings(
          Object.fromEntries(
            axes.map((axis) => [axis.axisTag, values[axis.axisTag] ?? axis.defaultValue]),
          ),
        )
      : "normal",
  };
}

/** The text as the reader sees it: line breaks typed into it are child blocks, which innerText keeps. */
function sampleText(sample: HTMLElement | null): string | undefined {
  // biome-ignore lint/performance/useDomNodeTextContent: the typed line breaks are wanted.
  const text = sample?.innerText ?? sample?.textContent ?? undefined;
  return text?.replace(/\n$/, "");
}

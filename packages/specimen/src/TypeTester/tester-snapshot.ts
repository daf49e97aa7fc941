/**
 * What a tester shows at the moment a reader shares or exports it: its setting (for the link),
 * its face and settings as CSS, and its sample (for the PNG). Loaded with the share row, when a
 * visitor opens it (ADR 0018).
 */
import { fontUrl, roundAxisValue } from "@meridian/codecs/font-url";
import { normaliseStyleName } from "@meridian/ui/style-names";
import { DEFAULT_ON, featureSettings, variationSettings } from "./features";
import type { TesterStyle, TypeTesterProps } from "./tester-props";
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

/** The tester as it is when a reader acts: its props and state, its sample, the axes this frame. */
export interface TesterNow {
  props: TypeTesterProps;
  tester: Tester;
  /** The chosen style. */
  style: TesterStyle | undefined;
  /** Size, leading and tracking as the sliders show them (a phone's own on a phone). */
  shown: Record<"size" | "leading" | "tracking", number>;
  axes: Readonly<Record<string, number>>;
  sample: HTMLElement | null;
}

/** What the tester shows now; features as far as they differ from the browser's or content's. */
export function testerSnapshot({
  props: { host, familySlug, fontName, subset, shared, activeFeatures = [], ...props },
  tester,
  style,
  shown,
  axes: values,
  sample,
}: TesterNow): TesterSnapshot {
  const features = Object.fromEntries(
    Object.entries(tester.features).filter(
      ([tag, on]) => on !== DEFAULT_ON.has(tag) || activeFeatures.includes(tag),
    ),
  );
  const axes = style?.axes ?? [];
  return {
    state: {
      // Where the sample or the style cannot say, what the tester opened with.
      text: sampleText(sample) ?? shared?.text ?? props.text,
      style: style?.name ?? shared?.style ?? props.style,
      ...shown,
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

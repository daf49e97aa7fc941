/**
 * What a type tester opens on (spec 3 initial display, spec 5 default style): the styles it
 * offers, each variable style with the font's axes, and the font's initial text, style, size and
 * tracking with their mobile values. Tracking stays in thousandths of an em; the tester sets it
 * as tracking / 1000 em, which is size × tracking / 1000 px (spec 9).
 */

import {
  decodeTesterState,
  type QueryInput,
  type TesterState,
} from "@meridian/specimen/tester-state";
import { isToggleableFeature } from "@meridian/specimen/type-tester/features";
import { findStyle, resolveDefaultStyle } from "./default-style";

export interface TesterAxisData {
  axisTag: string;
  name: string;
  minValue: number;
  defaultValue: number;
  maxValue: number;
}

export interface TesterFontData {
  name: string;
  initialStyle: string;
  initialText: string;
  initialSize: number;
  initialSizeMobile: number;
  initialTracking: number;
  initialTrackingMobile: number;
  styles: readonly { name: string; fontFamily: string; variable: boolean; _updatedAt: string }[];
  axes: readonly TesterAxisData[];
}

export interface TesterStyleData {
  name: string;
  fontFamily: string;
  updatedAt: string;
  axes?: readonly TesterAxisData[];
}

/** Leading of a display line when content gives none: tight, as large type is set. */
export const DISPLAY_LEADING = 1.1;

/** The tester's style list: every style, the variable ones with the family's axes to slide. */
export function testerStyles(font: Pick<TesterFontData, "styles" | "axes">): TesterStyleData[] {
  return font.styles.map((style) => ({
    name: style.name,
    fontFamily: style.fontFamily,
    updatedAt: style._updatedAt,
    ...(style.variable && font.axes.length > 0 ? { axes: font.axes } : {}),
  }));
}

export interface InitialTesterSettings {
  text: string;
  style: string;
  size: number;
  leading: number;
  tracking: number;
  mobileSize: number;
  mobileTracking: number;
}

/** The font's own opening settings; the style by the default-style rule. */
export function initialTesterSettings(font: TesterFontData): InitialTesterSettings {
  const { style } = resolveDefaultStyle(font.initialStyle, font.styles);
  return {
    text: font.initialText || font.name,
    style: style?.name ?? font.initialStyle,
    size: font.initialSize,
    leading: DISPLAY_LEADING,
    tracking: font.initialTracking,
    mobileSize: font.initialSizeMobile,
    mobileTracking: font.initialTrackingMobile,
  };
}

/**
 * The style a sample or pairing names ('VF' the variable one), or the font's default style when
 * the name matches none, so a sample never opens in a style the tester cannot show.
 */
export function styleNameFor(
  font: Pick<TesterFontData, "initialStyle" | "styles">,
  name: string,
): string {
  return (
    findStyle(font.styles, name)?.name ??
    resolveDefaultStyle(font.initialStyle, font.styles).style?.name ??
    name
  );
}

/**
 * The setting a shared link gives the tester under `key` (issue 19), checked against what that
 * tester offers: the font's styles and axes, its toggleable features. Read on the server, so
 * the page's first paint is the shared setting.
 */
export function sharedTesterState(
  query: QueryInput,
  key: string,
  font: Pick<TesterFontData, "styles" | "axes"> & {
    opentypeFeatures: readonly { unicodeTag: string }[];
  },
  openingStyle: string,
): TesterState {
  return decodeTesterState(query, key, {
    styles: testerStyles(font),
    features: font.opentypeFeatures
      .map((feature) => feature.unicodeTag)
      .filter(isToggleableFeature),
    style: openingStyle,
  });
}

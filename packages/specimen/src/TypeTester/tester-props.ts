/** What a type tester is given: a font's styles, their axes and its features, and where it opens. */
import type { TesterAlign, TesterState } from "./tester-setting";

export interface TesterAxis {
  axisTag: string;
  name: string;
  minValue: number;
  defaultValue: number;
  maxValue: number;
}

/** A style the tester can switch to (content's styles[]). */
export interface TesterStyle {
  name: string;
  /** The CSS family the style is registered under, e.g. 'Geist Bold'. */
  fontFamily: string;
  /** The style's `_updatedAt`, for its file URL. */
  updatedAt: string;
  /** A variable style's axes: each gets a slider. */
  axes?: readonly TesterAxis[];
}

export interface TesterFeature {
  unicodeTag: string;
  name: string;
}

export interface TypeTesterProps {
  /** Where the API serves font files ('' for the same origin), passed to fontUrl(). */
  host: string;
  familySlug: string;
  fontName: string;
  subset?: string;
  styles: readonly TesterStyle[];
  /** The starting text, style, size (px), leading (line height) and tracking (1/1000 em). */
  text: string;
  style: string;
  size: number;
  leading: number;
  tracking: number;
  /** Starting values at and below 480 px, where given. */
  mobileSize?: number | null;
  mobileLeading?: number | null;
  mobileTracking?: number | null;
  /** Set right to left. */
  rtl?: boolean;
  /** Offer the direction switch (shown anyway when `rtl` is set). */
  showDirection?: boolean;
  /** Where lines start; by default at the start of the direction (right when `rtl`). */
  align?: TesterAlign;
  /** The font's OpenType features: each toggleable one gets a switch. */
  features?: readonly TesterFeature[];
  /** Features switched on at the start (the sample's opentypeFeatures). */
  activeFeatures?: readonly string[];
  /** Axes that animate by themselves, where the font says so (autoplayAxes). */
  autoplayAxes?: readonly string[];
  /**
   * The tester's text is the page's largest (the home page's tester): it paints from a subset
   * of its opening text declared in CSS, before script runs, and the whole file follows.
   */
  priority?: boolean;
  /** The tester's accessible name; '{fontName} type tester' by default. */
  label?: string;
  /**
   * The tester's key in a shared link (`s1.size=96`): gives it its id (the link's fragment) and
   * its 'Share' row. Without one it offers no link.
   */
  stateKey?: string;
  /** A setting from a shared link (read on the server), over the opening one. */
  shared?: TesterState;
  className?: string;
}

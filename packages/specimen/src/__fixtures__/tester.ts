/** A tester of Geist as the type tester's tests set it up: three styles, one variable. */
import type { TesterStyle, TypeTesterProps } from "../TypeTester/TypeTester";

export const styles: TesterStyle[] = [
  { name: "Regular", fontFamily: "Geist Regular", updatedAt: "2026-01-15T09:00:00Z" },
  { name: "Extra Bold", fontFamily: "Geist ExtraBold", updatedAt: "2026-01-15T09:00:00Z" },
  {
    name: "VF",
    fontFamily: "Geist VF",
    updatedAt: "2026-01-15T09:00:00Z",
    axes: [{ axisTag: "wght", name: "Weight", minValue: 100, defaultValue: 400, maxValue: 900 }],
  },
];

export const props: TypeTesterProps = {
  host: "",
  familySlug: "geist",
  fontName: "Geist",
  styles,
  text: "Ship it on a Friday",
  style: "Regular",
  size: 120,
  leading: 1,
  tracking: -30,
  mobileSize: 48,
  features: [
    { unicodeTag: "kern", name: "Kerning" },
    { unicodeTag: "ss01", name: "Stylistic Set 1" },
    { unicodeTag: "ccmp", name: "Glyph Composition and Decomposition" },
  ],
  activeFeatures: ["kern"],
  showDirection: true,
};

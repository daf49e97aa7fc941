/**
 * Which OpenType features a tester offers as toggles, and how their state becomes
 * font-feature-settings.
 */
import { roundAxisValue } from "@meridian/codecs/font-url";

/** Required for correct text (composition, marks, localised and Arabic forms): never toggled. */
export const REQUIRED_FEATURES: ReadonlySet<string> = new Set([
  "aalt",
  "abvf",
  "abvm",
  "abvs",
  "akhn",
  "blwf",
  "blwm",
  "blws",
  "ccmp",
  "cjct",
  "curs",
  "dist",
  "fina",
  "half",
  "haln",
  "init",
  "isol",
  "locl",
  "mark",
  "medi",
  "mkmk",
  "nukt",
  "pref",
  "pres",
  "pstf",
  "psts",
  "rclt",
  "rkrf",
  "rlig",
  "rphf",
  "rvrn",
  "vatu",
]);

/** On unless switched off. */
export const DEFAULT_ON = new Set(["kern", "liga", "calt", "clig"]);

export function isToggleableFeature(tag: string): boolean {
  return !REQUIRED_FEATURES.has(tag);
}

/** Only what differs from the browser's defaults, e.g. '"ss01" 1, "kern" 0'; 'normal' if nothing. */
export function featureSettings(state: Readonly<Record<string, boolean>>): string {
  const parts: string[] = [];
  for (const [tag, on] of Object.entries(state)) {
    if (on !== DEFAULT_ON.has(tag)) parts.push(`"${tag}" ${on ? 1 : 0}`);
  }
  return parts.length ? parts.join(", ") : "normal";
}

/** '"wght" 500, "opsz" 24'; 'normal' for no axes. */
/**
 * A style's axes at their defaults: where a tester opens, unless a shared link says otherwise.
 * (Also the axes a page preloads the opening subset at, so the two name one file.)
 */
export function axisDefaults(
  style: { axes?: readonly { axisTag: string; defaultValue: number }[] } | undefined,
): Record<string, number> {
  return Object.fromEntries((style?.axes ?? []).map((axis) => [axis.axisTag, axis.defaultValue]));
}

export function variationSettings(values: Readonly<Record<string, number>>): string {
  const parts = Object.entries(values).map(([tag, value]) => `"${tag}" ${roundAxisValue(value)}`);
  return parts.length ? parts.join(", ") : "normal";
}

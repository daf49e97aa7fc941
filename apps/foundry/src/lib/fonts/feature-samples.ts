/**
 * The font page's OpenType section (spec 2.12): each feature a visitor can switch, shown on a
 * text that makes its effect visible. Content names the features a font has; which characters
 * show a feature off is typographic knowledge, kept here.
 */

import { REQUIRED_FEATURES } from "@meridian/specimen/type-tester/features";

/**
 * Features never shown on their own: those the shaper needs for correct text (the testers never
 * toggle them either), and positioning and vertical ones with nothing to see in a line.
 */
const NOT_SHOWN: ReadonlySet<string> = new Set([
  ...REQUIRED_FEATURES,
  "rtla",
  "rtlm",
  "size",
  "vert",
  "vkrn",
  "vpal",
  "vrt2",
]);

/**
 * Texts that show a feature's effect. Where a feature should change only part of a text (a
 * superscript figure after normal letters), that part is in [brackets].
 */
export const FEATURE_SAMPLES: Readonly<Record<string, string>> = {
  c2sc: "NATO, UNESCO & the BBC",
  c2pc: "NATO, UNESCO & the BBC",
  calt: "--> <= != === :: ->",
  case: "¿(HOLA)? [H-O] {«H»} H@M",
  cpsp: "CAPITAL SPACING",
  dlig: "ct st sp Th",
  dnom: "0123456789",
  frac: "1/2 3/4 7/8 15/16",
  hist: "ſ Historical",
  hlig: "ct st",
  kern: "AVATAR Wave Type LT",
  liga: "fi fl ff ffi ffl",
  lnum: "0123456789",
  numr: "0123456789",
  onum: "Since 1764: 0123456789",
  ordn: "1a 2o 3rd No.",
  pcap: "Petite Capitals",
  pnum: "1111 0000 7.77",
  salt: "Rag Quay Jelly & Gig",
  sinf: "H[2]O CO[2] C[6]H[12]O[6]",
  smcp: "Small Capitals",
  subs: "H[2]O CO[2]",
  sups: "E=mc[2] · 1[st] · 2[nd] · 3[rd]",
  swsh: "Quick Swash",
  titl: "TITLING",
  tnum: "1111 0000 7.77",
  unic: "Unicase",
  zero: "0O 100 2000",
};

/** Stylistic sets and character variants change letters no one can name in advance. */
const ALTERNATES_SAMPLE = "Rag Quay Jelly & Gig 0123 4 679 ?!@";

export interface SamplePart {
  text: string;
  /** The feature applies to this part. */
  featured: boolean;
}

export interface ShowcaseFeature {
  unicodeTag: string;
  name: string;
  sample: SamplePart[];
}

/**
 * A feature's name for people: content's, unless content only repeats the tag, in which case
 * the numbered kinds are spelt out ('cv06' → 'Character Variant 6').
 */
export function featureLabel(tag: string, name: string): string {
  if (name && name !== tag) return name;
  const numbered = /^(cv|ss)(\d\d)$/.exec(tag);
  if (!numbered) return name || tag;
  const kind = numbered[1] === "cv" ? "Character Variant" : "Stylistic Set";
  return `${kind} ${Number(numbered[2])}`;
}

export function isShowableFeature(tag: string): boolean {
  return !NOT_SHOWN.has(tag);
}

export function featureSample(tag: string): string {
  return FEATURE_SAMPLES[tag] ?? ALTERNATES_SAMPLE;
}

/** A sample split at its [brackets]; without brackets the feature applies to all of it. */
export function sampleParts(sample: string): SamplePart[] {
  if (!sample.includes("[")) return [{ text: sample, featured: true }];
  return sample
    .split(/(\[[^\]]*\])/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("[") && part.endsWith("]")
        ? { text: part.slice(1, -1), featured: true }
        : { text: part, featured: false },
    );
}

/** The features worth a switch, each with its sample, in the order content lists them. */
export function featureShowcase(
  features: readonly { unicodeTag: string; name: string }[],
): ShowcaseFeature[] {
  const seen = new Set<string>();
  return features.flatMap((feature) => {
    if (!isShowableFeature(feature.unicodeTag) || seen.has(feature.unicodeTag)) return [];
    seen.add(feature.unicodeTag);
    return [
      {
        unicodeTag: feature.unicodeTag,
        name: featureLabel(feature.unicodeTag, feature.name),
        sample: sampleParts(featureSample(feature.unicodeTag)),
      },
    ];
  });
}

/** font-feature-settings for one feature switched on or off, e.g. '"smcp" 1'. */
export function featureSetting(tag: string, on: boolean): string {
  return `"${tag}" ${on ? 1 : 0}`;
}

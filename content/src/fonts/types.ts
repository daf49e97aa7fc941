/**
 * What the font pipeline derives from one font file (spec section 3, Font technical data).
 * `processFontFile` in process-font.ts produces it; the build merges it into the store.
 */
export interface GlyphInfo {
  /** The glyph's name in the font (post/CFF), when it has one. */
  name: string | null;
  /** Unicode code points mapped to this glyph (cmap); empty for unencoded glyphs. */
  unicodes: number[];
  /** The character for the first code point, for display. */
  character: string | null;
  /** Unicode general category group: 'uppercase', 'lowercase', 'letters' (without case), 'figures', 'punctuation', 'symbols', 'marks', 'other'. */
  category: string;
}

export interface AxisInfo {
  axisTag: string;
  name: string;
  minValue: number;
  defaultValue: number;
  maxValue: number;
}

export interface InstanceInfo {
  name: string;
  coordinates: Record<string, number>;
}

/** Vertical and other metrics, in font units with unitsPerEm for scale. */
export interface MetricsInfo {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  capHeight: number;
  xHeight: number;
  italicAngle: number;
  underlinePosition: number;
  underlineThickness: number;
}

/** Name-table entries worth showing (family, subfamily, version, designer, licence...). */
export interface NameMetadata {
  familyName: string;
  subfamilyName: string;
  fullName: string;
  postscriptName: string;
  version: string | null;
  designer: string | null;
  manufacturer: string | null;
  copyright: string | null;
  license: string | null;
  licenseUrl: string | null;
}

export interface LanguageInfo {
  /** BCP 47 code from CLDR, e.g. 'de', 'pt-PT'. */
  code: string;
  /** English name, e.g. 'German'. */
  name: string;
}

export interface FontFileData {
  /** sha256 of the source file: the incremental build's cache key. */
  sourceHash: string;
  sourceFormat: "otf" | "ttf" | "woff2";
  /** Outline format: 'cff' (OTF) or 'truetype'. */
  outlines: "cff" | "truetype";
  names: NameMetadata;
  glyphCount: number;
  /** Count of encoded characters (cmap entries). */
  characterCount: number;
  glyphs: GlyphInfo[];
  /** GSUB and GPOS feature tags, sorted and de-duplicated. */
  features: string[];
  axes: AxisInfo[];
  instances: InstanceInfo[];
  metrics: MetricsInfo;
  /** Languages whose CLDR main exemplar characters the font covers entirely. */
  languages: LanguageInfo[];
  /** Usual weight class (OS/2) and whether it is italic, for ordering and CSS. */
  weightClass: number;
  italic: boolean;
}

/** Spec 4.8: upload job status. One job per font file per build. */
export type UploadJobStatus = "pending" | "complete" | "failed";

export interface UploadJob {
  /** The file as named in the sources: '<package>/<path>'. */
  file: string;
  status: UploadJobStatus;
  /** Why the job failed, in words a content editor can act on. */
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** True when the result came from the cache (unchanged source). */
  cached: boolean;
}

/** Files the pipeline writes for one style, relative to the build directory. */
export interface FontFileOutputs {
  /** The web font: fonts/<slug>/<NameNoSpaces>-<StyleNoSpaces>.woff2 */
  woff2: string;
  /** The desktop file (OTF or TTF) for downloads: the source itself, or decompressed from WOFF2. */
  desktop: string;
  desktopFormat: "otf" | "ttf";
  /** A TTF for app licences where the source has TrueType outlines; null for CFF fonts. */
  ttf: string | null;
  /** WOFF (1.0) for web licences, where it can be made; null otherwise. */
  woff: string | null;
}

import { fontFilePath } from "@meridian/codecs/font-url";
import { type SubsetName, subsetUnicodeRange } from "@meridian/codecs/named-subsets";

/**
 * The UI face (DESIGN 6): Inter from the catalogue, self-hosted. The sites serve `/fonts/…`
 * same-origin (their proxy to the API), so the files come from the catalogue's own build, cut to
 * Latin in three parts: `latin-basic`, all the sites' own copy needs (ASCII, prices' and
 * quotations' signs; some 13 KB a weight); `latin-western`, the accented letters of Western
 * European names (some 5 KB); and `latin-extended`, Central European letters and rarer
 * punctuation. A browser fetches each of the last two only for a page that shows one of its
 * characters (each file's `unicode-range`). Its own family name keeps it apart from the
 * catalogue's Inter, which FontText registers under the style's family name when a page shows
 * the font itself.
 */
export const UI_FACE_FAMILY = "Inter UI";

/**
 * Arial (or Helvetica, or Liberation Sans, their metric twin on Linux) resized and re-spaced to
 * Inter's measure, shown while Inter loads: with `font-display: swap` the text is readable at
 * once, and the swap moves nothing (CLS < 0.05, DESIGN 7.2).
 */
export const UI_FACE_FALLBACK_FAMILY = "Inter UI Fallback";

export type UiFaceWeight = 400 | 500;

export interface UiFaceFile {
  weight: UiFaceWeight;
  style: "normal" | "italic";
  /** Same-origin URL of the file, e.g. for `<link rel="preload" as="font">`. */
  url: string;
  /** The characters the file holds, as the `unicode-range` descriptor. */
  unicodeRange: string;
}

const SUBSETS: readonly SubsetName[] = ["latin-basic", "latin-western", "latin-extended"];

/** Regular and Medium are the kit's two weights (`vars.weight`); Italic serves `<em>` in content. */
const STYLES = [
  { weight: 400, style: "normal", name: "Regular" },
  { weight: 500, style: "normal", name: "Medium" },
  { weight: 400, style: "italic", name: "Italic" },
] as const;

export const UI_FACE_FILES: readonly UiFaceFile[] = STYLES.flatMap(({ weight, style, name }) =>
  SUBSETS.map((subset) => ({
    weight,
    style,
    url: `${fontFilePath("inter", "Inter", name)}?subset=${subset}`,
    unicodeRange: subsetUnicodeRange(subset),
  })),
);

/**
 * The files every page draws from its first paint: Regular and Medium for the sites' own copy
 * (`latin-basic`). Preloaded, they arrive with the page's first bytes rather than once its
 * first layout finds them, so the page is not laid out again for each when it comes.
 */
export const UI_FACE_FIRST_FILES: readonly UiFaceFile[] = UI_FACE_FILES.filter(
  (file) => file.style === "normal" && file.url.endsWith("?subset=latin-basic"),
);

/**
 * Measured with fontkit from the catalogue's Inter files and from Liberation Sans, whose advance
 * widths are Arial's: Inter's vertical metrics (hhea, units per em 2048), and the mean advance
 * per character in em of the product specification's text laid out with kerning, the kind of
 * text the UI sets.
 */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;
const MEAN_ADVANCE: Record<UiFaceWeight, number> = { 400: 0.4638, 500: 0.4685 };
const ARIAL_MEAN_ADVANCE = 0.4311;

/** Arial under the names it goes by: Windows and macOS, macOS's Helvetica, then Linux's twin. */
const FALLBACK_SOURCES = ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans"];

export interface UiFaceFallback {
  weight: UiFaceWeight;
  /** `local()` sources for the `src` descriptor. */
  src: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/**
 * size-adjust makes the fallback's lines as long as Inter's; the overrides then put its ascent
 * and descent where Inter's are. The overrides are divided by size-adjust because the browser
 * scales them by it too.
 */
function fallbackFor(weight: UiFaceWeight): UiFaceFallback {
  const sizeAdjust = MEAN_ADVANCE[weight] / ARIAL_MEAN_ADVANCE;
  return {
    weight,
    src: FALLBACK_SOURCES.map((name) => `local("${name}")`).join(", "),
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(INTER_ASCENT / sizeAdjust),
    descentOverride: percent(INTER_DESCENT / sizeAdjust),
    lineGapOverride: "0%",
  };
}

/** One fallback per weight: Medium is a little wider than Regular, and Arial has no Medium. */
export const UI_FACE_FALLBACKS: readonly UiFaceFallback[] = [fallbackFor(400), fallbackFor(500)];

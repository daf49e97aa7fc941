import { fontFilePath, fontUrl, PREVIEW_PARAM } from "@meridian/codecs/font-url";
import type { Resolvers } from "../../../generated/content-resolvers";
import type { ContentView } from "../content-view";
import type { ServedFont } from "../served-types";

function fontsBySlugs(view: ContentView, slugs: readonly string[]) {
  return slugs.flatMap((slug) => view.fontBySlug.get(slug) ?? []);
}

function features(view: ContentView, tags: readonly string[]) {
  return tags.map((unicodeTag) => ({
    unicodeTag,
    name: view.featureName.get(unicodeTag) ?? unicodeTag,
  }));
}

/**
 * A family's variable data. The build reads technical data from the default style, which is a
 * static style in families that open on, say, Medium; their axes and named instances are then
 * those of the variable style.
 */
export function variableData(font: Pick<ServedFont, "technical" | "styles">) {
  if (font.technical.axes.length > 0) return font.technical;
  return font.styles.find((style) => style.variable && style.axes.length > 0) ?? font.technical;
}

export const fontTypes: Resolvers = {
  Font: {
    // A revision built before the switch existed holds no value: every family was open then.
    trial: (font) => font.trial !== false,
    parentFont: (font, _, { view }) =>
      font.parentFont ? (view.fontBySlug.get(font.parentFont) ?? null) : null,
    childFonts: (font, _, { view }) => view.fonts.filter((child) => child.parentFont === font.slug),
    referenceFont: (font, _, { view }) =>
      font.referenceFont ? (view.fontBySlug.get(font.referenceFont) ?? null) : null,
    classification: (font, _, { view }) => {
      const found = view.store.classifications.find((item) => item.id === font.classification);
      // The build checked the reference; a missing one is a broken store, not a user error.
      if (!found)
        throw new Error(`font ${font.slug}: unknown classification ${font.classification}`);
      return found;
    },
    scripts: (font, _, { view }) => fontsBySlugs(view, font.scripts),
    featuredFontInUse: (font, _, { view }) =>
      view.fontsInUse.find((item) => item.id === font.featuredFontInUse) ?? null,
    fontsInUse: (font, _, { view }) =>
      view.fontsInUse.filter((item) => item.fonts.includes(font.slug)),
    glyphs: (font) => font.technical.glyphs,
    axes: (font) => variableData(font).axes,
    instances: (font) => variableData(font).instances,
    metrics: (font) => font.technical.metrics,
    characterCount: (font) => font.technical.characterCount,
    glyphCount: (font) => font.technical.glyphCount,
    nameMetadata: (font) => font.technical.nameMetadata,
    opentypeFeatures: (font) => font.technical.opentypeFeatures,
    languages: (font) => font.technical.languages,
  },
  FontStyle: {
    width: (style, _, { view }) =>
      view.store.widths.find((width) => width.id === style.width) ?? {
        id: style.width,
        name: style.width,
      },
    fileUrl: (style, _, { publicOrigin, signPreviewFile }) => {
      const url = fontUrl({
        host: publicOrigin,
        familySlug: style.fontSlug,
        fontName: style.fontName,
        styleName: style.name,
        updatedAt: style._updatedAt,
      });
      if (!signPreviewFile) return url;
      const path = fontFilePath(style.fontSlug, style.fontName, style.name);
      return `${url}&${PREVIEW_PARAM}=${signPreviewFile(path)}`;
    },
  },
  SampleTypetester: {
    opentypeFeatures: (tester, _, { view }) => features(view, tester.opentypeFeatures),
  },
  PlaygroundSample: {
    opentypeFeatures: (sample, _, { view }) => features(view, sample.opentypeFeatures),
  },
  Pairing: {
    pairedFonts: (pairing, _, { view }) => fontsBySlugs(view, pairing.pairedFonts),
  },
  Instance: {
    coordinates: (instance) =>
      Object.entries(instance.coordinates).map(([axisTag, value]) => ({ axisTag, value })),
  },
};

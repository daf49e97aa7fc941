import { join } from "node:path";
import { FontFileError } from "../fonts/font-file-error";
import { processFontFile } from "../fonts/process-font";
import type { FontFileData, FontFileOutputs, UploadJob } from "../fonts/types";
import { runUploadJobs } from "../fonts/upload-jobs";
import type { Sources } from "../sources/load-sources";
import type { StyleFileResolver } from "../sources/style-files";
import type { BuiltFontStyle, FontTechnicalData } from "../store/types";

type FontSources = Sources["fonts"];
type SourceFont = FontSources[number];

export interface ProcessedStyle {
  data: FontFileData;
  outputs: FontFileOutputs;
}

export interface FontBuild {
  jobs: UploadJob[];
  /** Processed styles by `{font slug}/{style name}`; absent when the style's job failed. */
  styles: Map<string, ProcessedStyle>;
}

export const styleKey = (fontSlug: string, styleName: string) => `${fontSlug}/${styleName}`;

export interface FontBuildOptions {
  buildDir: string;
  cacheDir: string;
  /** Where each style's file is on disk: the resolver the sources were checked with. */
  resolveStyleFile: StyleFileResolver;
}

/** Processes every style's font file as an upload job (spec 4.8); failures are recorded, not thrown. */
export async function buildFonts(
  fonts: FontSources,
  options: FontBuildOptions,
  onJobChange?: (job: UploadJob) => void,
): Promise<FontBuild> {
  const inputs = fonts.flatMap((font) =>
    font.styles.map((style) => ({
      key: styleKey(font.slug, style.name),
      file: style.file,
      familySlug: font.slug,
      fontName: font.name,
      styleName: style.name,
    })),
  );
  const { jobs, results } = await runUploadJobs(inputs, {
    onJobChange,
    process: async (input) => {
      const source = await options.resolveStyleFile(input.file);
      // Checked already; a file gone since then fails its own job, as a damaged one does.
      if ("problem" in source) throw new FontFileError(source.problem);
      return processFontFile({
        sourcePath: source.path,
        familySlug: input.familySlug,
        fontName: input.fontName,
        styleName: input.styleName,
        buildDir: options.buildDir,
        cacheDir: join(options.cacheDir, "fonts"),
      });
    },
  });
  const styles = new Map<string, ProcessedStyle>();
  inputs.forEach((input, index) => {
    const result = results[index];
    if (result) styles.set(input.key, { data: result.data, outputs: result.outputs });
  });
  return { jobs, styles };
}

/** The style the font opens in: its initialStyle when that names a style, else the first. */
export function defaultStyleOf(font: SourceFont): SourceFont["styles"][number] {
  return font.styles.find((style) => style.name === font.initialStyle) ?? font.styles[0]!;
}

/** A font's styles with what their files revealed; styles whose job failed are left out. */
export function builtStyles(
  font: SourceFont,
  processed: Map<string, ProcessedStyle>,
): BuiltFontStyle[] {
  return font.styles.flatMap((style): BuiltFontStyle[] => {
    const result = processed.get(styleKey(font.slug, style.name));
    if (!result) return [];
    return [
      {
        ...style,
        fontFamily: `${font.name} ${style.name}`,
        defaultStyle: style.name === font.initialStyle,
        files: result.outputs,
        weightClass: result.data.weightClass,
        italic: result.data.italic,
        glyphCount: result.data.glyphCount,
        characterCount: result.data.characterCount,
        axes: result.data.axes,
        instances: result.data.instances,
      },
    ];
  });
}

/** Technical data from the default style's file, features from every style (spec 3). */
export function technicalData(
  font: SourceFont,
  processed: Map<string, ProcessedStyle>,
  featureNames: Map<string, string>,
): FontTechnicalData | null {
  const preferred = processed.get(styleKey(font.slug, defaultStyleOf(font).name));
  const data =
    preferred?.data ??
    font.styles.map((style) => processed.get(styleKey(font.slug, style.name))?.data).find(Boolean);
  if (!data) return null;
  const tags = new Set<string>();
  for (const style of font.styles) {
    for (const tag of processed.get(styleKey(font.slug, style.name))?.data.features ?? [])
      tags.add(tag);
  }
  return {
    glyphs: data.glyphs,
    axes: data.axes,
    instances: data.instances,
    metrics: data.metrics,
    characterCount: data.characterCount,
    glyphCount: data.glyphCount,
    nameMetadata: data.names,
    opentypeFeatures: [...tags].sort().map((unicodeTag) => ({
      unicodeTag,
      name: featureNames.get(unicodeTag) ?? unicodeTag,
    })),
    languages: data.languages,
  };
}

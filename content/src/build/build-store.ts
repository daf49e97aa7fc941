import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import pLimit from "p-limit";
import { renderImage } from "../images/render-image";
import type { ImageAsset } from "../images/types";
import type { ImageSource } from "../schema";
import type { SourceError, Sources } from "../sources/load-sources";
import {
  CATALOGUE_NODE_MODULES_DIR,
  nodeModulesStyleFiles,
  type StyleFileResolver,
} from "../sources/style-files";
import { STORE_FORMAT_VERSION } from "../store/read-store";
import type { BuiltFont, BuiltStore } from "../store/types";
import { buildFonts, builtStyles, defaultStyleOf, styleKey, technicalData } from "./build-fonts";
import { type BuildProgress, NO_PROGRESS } from "./build-progress";
import { collectImageSources, imageSourceKey, replaceImageSources } from "./image-walk";

export interface BuildStoreOptions {
  /** Where the fonts and images are written (content/build/); the store is the caller's to keep. */
  buildDir: string;
  /** Kept between builds: processed fonts and rendered images, by content hash. */
  cacheDir: string;
  /**
   * Where each style's file is on disk: the resolver the sources were checked with. Defaults to
   * `<package>/<path>` in this package's node_modules.
   */
  resolveStyleFile?: StyleFileResolver;
  log?: (line: string) => void;
  progress?: BuildProgress;
}

export type BuildResult =
  | { ok: false; errors: SourceError[] }
  | { ok: true; store: BuiltStore; imageCount: number };

/**
 * Images looked up at once: most come from the cache (file reads and a link, each waiting for a
 * turn of the event loop, which on a busy API replica takes milliseconds: as CONCURRENT_JOBS
 * for fonts); renderImage itself draws no more than one per core.
 */
const IMAGE_CONCURRENCY = 32;

/**
 * Builds the store from checked sources (`checkSources`), wherever they were kept: processes each
 * font file as an upload job (a broken file fails its own job; the rest builds), draws every
 * image from the fonts' outlines into `buildDir`, and returns the store without writing it. An
 * image whose font cannot draw its text fails the build, naming the image.
 */
export async function buildStore(
  sources: Sources,
  options: BuildStoreOptions,
): Promise<BuildResult> {
  const { buildDir, cacheDir, log = () => {}, progress = NO_PROGRESS } = options;
  const resolveStyleFile =
    options.resolveStyleFile ?? nodeModulesStyleFiles(CATALOGUE_NODE_MODULES_DIR);
  await mkdir(buildDir, { recursive: true });

  progress.stage(
    "Fonts",
    sources.fonts.reduce((sum, font) => sum + font.styles.length, 0),
  );
  const fontBuild = await buildFonts(
    sources.fonts,
    { buildDir, cacheDir, resolveStyleFile },
    (job) => {
      if (job.status === "pending") return;
      progress.step(job.file, job.status === "failed" ? "failed" : job.cached ? "cached" : "done");
    },
  );
  const failed = fontBuild.jobs.filter((job) => job.status === "failed");
  for (const job of failed) log(`  failed: ${job.file} — ${job.error}`);

  const featureNames = new Map(
    sources.opentypeFeatures.map((feature) => [feature.unicodeTag, feature.name]),
  );
  const fonts = sources.fonts.flatMap((font) => {
    const styles = builtStyles(font, fontBuild.styles);
    const technical = technicalData(font, fontBuild.styles, featureNames);
    return styles.length > 0 && technical ? [{ ...font, styles, technical }] : [];
  });

  const resolveFont = (slug: string, styleName?: string) => {
    const font = sources.fonts.find((candidate) => candidate.slug === slug);
    if (!font) throw new Error(`image names an unknown font '${slug}'`);
    const wanted = styleName ?? defaultStyleOf(font).name;
    const processed =
      fontBuild.styles.get(styleKey(slug, wanted)) ??
      font.styles.map((style) => fontBuild.styles.get(styleKey(slug, style.name))).find(Boolean);
    if (!processed) throw new Error(`no processed file for ${slug}/${wanted}`);
    return { path: join(buildDir, processed.outputs.desktop) };
  };

  const unbuilt = {
    site: sources.site,
    launcher: sources.launcher,
    pageSeo: sources.pageSeo,
    fonts,
    customFonts: sources.customFonts,
    modifiedFonts: sources.modifiedFonts,
    caseStudies: sources.caseStudies,
    fontsInUse: sources.fontsInUse,
    infoPages: sources.infoPages,
    pages: sources.pages,
    products: sources.products,
    studio: {
      setup: sources.studioSetup,
      workCategories: sources.studioWorkCategories,
      works: sources.studioWorks,
      archive: sources.studioArchive,
      pages: sources.studioPages,
    },
  };

  const unique = new Map<string, ImageSource>();
  for (const source of collectImageSources(unbuilt)) unique.set(imageSourceKey(source), source);
  progress.stage("Images", unique.size);
  const rendered = new Map<string, ImageAsset>();
  const imageErrors: SourceError[] = [];
  await pLimit(IMAGE_CONCURRENCY).map([...unique], async ([key, source]) => {
    try {
      let cached = false;
      rendered.set(
        key,
        await renderImage(source, resolveFont, {
          outDir: join(buildDir, "images"),
          cacheDir: join(cacheDir, "images"),
          onCached: () => {
            cached = true;
          },
        }),
      );
      progress.step(source.alt, cached ? "cached" : "done");
    } catch (error) {
      progress.step(source.alt, "failed");
      // A text the font cannot draw is a content mistake: report it like a bad field.
      imageErrors.push({
        file: `image "${source.alt}"`,
        field: `font ${source.font}${source.style ? ` (${source.style})` : ""}`,
        message: (error as Error).message,
      });
    }
  });
  if (imageErrors.length > 0) return { ok: false, errors: imageErrors };
  const built = replaceImageSources(unbuilt, (source) =>
    rendered.get(imageSourceKey(source)),
  ) as Omit<
    BuiltStore,
    | "formatVersion"
    | "builtAt"
    | "classifications"
    | "widths"
    | "opentypeFeatures"
    | "fontsInUseCategories"
    | "uploadJobs"
  >;

  const store: BuiltStore = {
    formatVersion: STORE_FORMAT_VERSION,
    builtAt: new Date().toISOString(),
    ...built,
    fonts: built.fonts as BuiltFont[],
    classifications: sources.classifications,
    widths: sources.widths,
    opentypeFeatures: sources.opentypeFeatures,
    fontsInUseCategories: sources.fontsInUseCategories,
    uploadJobs: fontBuild.jobs,
  };
  return { ok: true, store, imageCount: unique.size };
}

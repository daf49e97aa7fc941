import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { renderImage } from "../images/render-image";
import type { ImageAsset } from "../images/types";
import type { ImageSource } from "../schema";
import { type LoadSourcesResult, loadSources, type SourceError } from "../sources/load-sources";
import { STORE_FILE, STORE_FORMAT_VERSION } from "../store/read-store";
import type { BuiltFont, BuiltStore } from "../store/types";
import { buildFonts, builtStyles, defaultStyleOf, styleKey, technicalData } from "./build-fonts";
import { type BuildProgress, NO_PROGRESS } from "./build-progress";
import { collectImageSources, imageSourceKey, replaceImageSources } from "./image-walk";
import { mapConcurrent } from "./map-concurrent";

export interface BuildPaths {
  /** The catalogue sources (content/). */
  contentDir: string;
  /** Where the store, fonts and images are written (content/build/). */
  buildDir: string;
  /** Kept between builds: processed fonts and rendered images, by content hash. */
  cacheDir: string;
}

export type BuildResult =
  | { ok: false; errors: Extract<LoadSourcesResult, { ok: false }>["errors"] }
  | { ok: true; store: BuiltStore; imageCount: number };

/** Rendering is CPU-bound: one image per core on these 2-core machines. */
const IMAGE_CONCURRENCY = 2;

/**
 * `content build`: validate every source (nothing is written when one is wrong), process each
 * font file as an upload job, draw every image from the fonts' outlines, then write the store
 * in one atomic step, so a reader never sees half a build.
 */
export async function buildContent(
  paths: BuildPaths,
  log: (line: string) => void = () => {},
  progress: BuildProgress = NO_PROGRESS,
): Promise<BuildResult> {
  const loaded = await loadSources(paths.contentDir);
  if (!loaded.ok) return { ok: false, errors: loaded.errors };
  const { sources } = loaded;
  await mkdir(paths.buildDir, { recursive: true });

  progress.stage(
    "Fonts",
    sources.fonts.reduce((sum, font) => sum + font.styles.length, 0),
  );
  const fontBuild = await buildFonts(sources.fonts, paths, (job) => {
    if (job.status === "pending") return;
    progress.step(job.file, job.status === "failed" ? "failed" : job.cached ? "cached" : "done");
  });
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
    return { path: join(paths.buildDir, processed.outputs.desktop) };
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
  await mapConcurrent([...unique], IMAGE_CONCURRENCY, async ([key, source]) => {
    try {
      let cached = false;
      rendered.set(
        key,
        await renderImage(source, resolveFont, {
          outDir: join(paths.buildDir, "images"),
          cacheDir: join(paths.cacheDir, "images"),
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
  progress.stage("Store", 1);
  const file = join(paths.buildDir, STORE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(store));
  await rename(temporary, file);
  progress.step(STORE_FILE);
  return { ok: true, store, imageCount: unique.size };
}

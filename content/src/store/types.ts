import type { RichText } from "@meridian/codecs/rich-text";
import type { z } from "zod";
import type {
  AxisInfo,
  FontFileOutputs,
  GlyphInfo,
  InstanceInfo,
  LanguageInfo,
  MetricsInfo,
  NameMetadata,
  UploadJob,
} from "../fonts/types";
import type { ImageAsset } from "../images/types";
import type {
  ArchiveItem,
  CaseStudy,
  ClientFont,
  FontInUse,
  FontSource,
  ImageSource,
  InfoPage,
  LauncherSetup,
  Page,
  Product,
  pageSeo,
  SiteConfig,
  StudioSetup,
  StudioWork,
  studioPage,
  workCategory,
} from "../schema";
import type { STORE_FORMAT_VERSION } from "./read-store";

/**
 * The built store: what `content build` writes to build/store.json and the API's content
 * service serves. Sources keep their shape; every image source becomes the generated
 * ImageAsset, fonts gain what the pipeline read from their files, and every Markdown field is
 * already its rich-text tree (src/rich-text/tree.ts).
 */
export type Built<T> = T extends ImageSource
  ? ImageAsset
  : T extends RichText
    ? RichText
    : T extends (infer Item)[]
      ? Built<Item>[]
      : T extends [infer A, infer B]
        ? [Built<A>, Built<B>]
        : T extends object
          ? { [K in keyof T]: Built<T[K]> }
          : T;

type SourceStyle = FontSource["styles"][number];

export interface BuiltFontStyle extends Built<SourceStyle> {
  /** The CSS family name the sites give this style's @font-face: '{font name} {style name}'. */
  fontFamily: string;
  /** True for the style named by the font's initialStyle (spec 5, font data). */
  defaultStyle: boolean;
  files: FontFileOutputs;
  weightClass: number;
  italic: boolean;
  glyphCount: number;
  characterCount: number;
  axes: AxisInfo[];
  instances: InstanceInfo[];
}

/** Technical data of a font, read from its default style's file (spec 3, Font technical data). */
export interface FontTechnicalData {
  glyphs: GlyphInfo[];
  axes: AxisInfo[];
  instances: InstanceInfo[];
  metrics: MetricsInfo;
  characterCount: number;
  glyphCount: number;
  nameMetadata: NameMetadata;
  /** GSUB/GPOS tags present in any style, with names from opentype-features.yaml. */
  opentypeFeatures: { name: string; unicodeTag: string }[];
  /** Languages every style supports. */
  languages: LanguageInfo[];
}

export interface BuiltFont extends Omit<Built<FontSource>, "styles"> {
  styles: BuiltFontStyle[];
  technical: FontTechnicalData;
}

export interface BuiltStore {
  /** 2: Markdown fields hold rich-text trees (1 held the Markdown). */
  formatVersion: typeof STORE_FORMAT_VERSION;
  builtAt: string;
  site: Built<SiteConfig>;
  classifications: { id: string; name: string }[];
  widths: { id: string; name: string }[];
  opentypeFeatures: { name: string; unicodeTag: string }[];
  fonts: BuiltFont[];
  customFonts: Built<ClientFont>[];
  modifiedFonts: Built<ClientFont>[];
  caseStudies: Built<CaseStudy>[];
  fontsInUse: Built<FontInUse>[];
  fontsInUseCategories: { id: string; name: string }[];
  infoPages: Built<InfoPage>[];
  pages: Built<Page>[];
  pageSeo: Built<z.infer<typeof pageSeo>>;
  products: Built<Product>[];
  studio: {
    setup: Built<StudioSetup>;
    workCategories: z.infer<typeof workCategory>[];
    works: Built<StudioWork>[];
    archive: Built<ArchiveItem>[];
    pages: Built<z.infer<typeof studioPage>>[];
  };
  launcher: Built<LauncherSetup>;
  /** The font files' upload jobs of this build (spec 4.8). */
  uploadJobs: UploadJob[];
}

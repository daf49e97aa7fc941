import type { z } from "zod";
import {
  archiveItem,
  caseStudy,
  classification,
  clientFont,
  fontInUse,
  fontSource,
  fontsInUseCategory,
  infoPage,
  launcherSetup,
  opentypeFeature,
  page,
  pageSeo,
  product,
  siteConfig,
  studioPage,
  studioSetup,
  studioWork,
  width,
  workCategory,
} from "../schema";

/**
 * Where each kind of content lives under content/ (DESIGN 5.1), and in what shape:
 *
 * - `single`: one YAML file holding one item (site.yaml);
 * - `list`: one YAML file holding a list of items (classifications.yaml);
 * - `folder`: one item per file (fonts/*.yaml). The file name is the item's slug (or its id for
 *   kinds without a slug), so `fonts/inter.yaml` holds the font whose slug is `inter`.
 *   Folders that accept Markdown (`pages/*.md`) take YAML front matter with the item's fields
 *   except `content`; the Markdown body becomes the item's one `text` block. Biome formats
 *   Markdown and reads front matter as text, so keep it Biome-stable: a blank line after the
 *   opening '---' and no indented lines (nested fields in flow style, `seo: { title: ... }`).
 *
 * To add a kind: add its schema in src/schema, then one entry here; `Sources` follows.
 */
interface SingleLayout {
  shape: "single";
  path: string;
  schema: z.ZodType;
}

interface ListLayout {
  shape: "list";
  path: string;
  schema: z.ZodType;
}

interface FolderLayout {
  shape: "folder";
  path: string;
  schema: z.ZodType;
  /** The field the file name must equal. */
  fileNameField: "slug" | "id";
  /** Whether `*.md` files (front matter + Markdown body) are accepted beside `*.yaml`. */
  markdown?: boolean;
}

export type SourceLayoutEntry = SingleLayout | ListLayout | FolderLayout;

export const SOURCE_LAYOUT = {
  site: { shape: "single", path: "site.yaml", schema: siteConfig },
  classifications: { shape: "list", path: "classifications.yaml", schema: classification },
  widths: { shape: "list", path: "widths.yaml", schema: width },
  opentypeFeatures: { shape: "list", path: "opentype-features.yaml", schema: opentypeFeature },
  fontsInUseCategories: {
    shape: "list",
    path: "fonts-in-use-categories.yaml",
    schema: fontsInUseCategory,
  },
  pageSeo: { shape: "single", path: "page-seo.yaml", schema: pageSeo },
  launcher: { shape: "single", path: "launcher.yaml", schema: launcherSetup },
  fonts: { shape: "folder", path: "fonts", schema: fontSource, fileNameField: "slug" },
  customFonts: { shape: "folder", path: "custom-fonts", schema: clientFont, fileNameField: "slug" },
  modifiedFonts: {
    shape: "folder",
    path: "modified-fonts",
    schema: clientFont,
    fileNameField: "slug",
  },
  caseStudies: { shape: "folder", path: "case-studies", schema: caseStudy, fileNameField: "slug" },
  fontsInUse: { shape: "folder", path: "fonts-in-use", schema: fontInUse, fileNameField: "id" },
  infoPages: { shape: "folder", path: "info-pages", schema: infoPage, fileNameField: "slug" },
  pages: { shape: "folder", path: "pages", schema: page, fileNameField: "slug", markdown: true },
  products: { shape: "folder", path: "products", schema: product, fileNameField: "slug" },
  studioSetup: { shape: "single", path: "studio/setup.yaml", schema: studioSetup },
  studioWorkCategories: {
    shape: "list",
    path: "studio/work-categories.yaml",
    schema: workCategory,
  },
  studioWorks: { shape: "folder", path: "studio/works", schema: studioWork, fileNameField: "slug" },
  studioArchive: { shape: "list", path: "studio/archive.yaml", schema: archiveItem },
  studioPages: {
    shape: "folder",
    path: "studio/pages",
    schema: studioPage,
    fileNameField: "slug",
  },
} as const satisfies Record<string, SourceLayoutEntry>;

export type SourceKind = keyof typeof SOURCE_LAYOUT;

type Loaded<E> = E extends { shape: "single"; schema: infer S extends z.ZodType }
  ? z.output<S>
  : E extends { schema: infer S extends z.ZodType }
    ? z.output<S>[]
    : never;

/** The whole catalogue, parsed and defaulted, grouped by kind (one key per layout entry). */
export type Sources = { -readonly [K in SourceKind]: Loaded<(typeof SOURCE_LAYOUT)[K]> };

/**
 * The source file of a folder item, relative to content/: `sourceFileOf('fonts', 'inter')` is
 * 'fonts/inter.yaml'. Markdown items are named by their extension in `pages`.
 */
export function sourceFileOf(kind: SourceKind, name: string, extension = ".yaml"): string {
  const entry: SourceLayoutEntry = SOURCE_LAYOUT[kind];
  return entry.shape === "folder" ? `${entry.path}/${name}${extension}` : entry.path;
}

import { isAbsolute, join } from "node:path";
import { fontFileName } from "@meridian/codecs/font-url";
import type { BuiltStore } from "@meridian/content/store";

export interface CatalogueFontFile {
  /** The style's web font (WOFF2). */
  woff2: string;
  /** The style's desktop file (OTF/TTF), the source subsets are cut from. */
  desktop: string;
  /** The style's update time: changes whenever the file does. */
  updatedAt: string;
  /** A variable style's axes, by tag, with the range a subset may fix them in. */
  axes: ReadonlyMap<string, { min: number; max: number; default: number }>;
}

/**
 * The font files of the catalogue, by the names the URLs use. Only these are ever served:
 * a request names a catalogue entry, never a path on disk (DESIGN 5.3).
 */
export interface FontCatalogue {
  /** `{family}/{NameNoSpaces}-{StyleNoSpaces}.woff2` → file. */
  byFileName: Map<string, CatalogueFontFile>;
  /** `font_path` of /font-subset.woff2: `{family}/{NameNoSpaces}-{StyleNoSpaces}` → file. */
  bySubsetPath: Map<string, CatalogueFontFile>;
}

const catalogues = new WeakMap<BuiltStore, FontCatalogue>();

/** The font files of a store, indexed once per store (a published revision keeps its own). */
export function fontCatalogueOf(store: BuiltStore, buildDir: string): FontCatalogue {
  let catalogue = catalogues.get(store);
  if (!catalogue) {
    catalogue = indexFontFiles(store, buildDir);
    catalogues.set(store, catalogue);
  }
  return catalogue;
}

function indexFontFiles(store: BuiltStore, buildDir: string): FontCatalogue {
  const byFileName = new Map<string, CatalogueFontFile>();
  const bySubsetPath = new Map<string, CatalogueFontFile>();
  const resolve = (file: string) => (isAbsolute(file) ? file : join(buildDir, file));
  for (const font of store.fonts) {
    for (const style of font.styles) {
      const fileName = fontFileName(font.name, style.name);
      const entry: CatalogueFontFile = {
        woff2: resolve(style.files.woff2),
        desktop: resolve(style.files.desktop),
        updatedAt: style.updatedAt ?? style.publishedAt,
        axes: new Map(
          style.axes.map((axis) => [
            axis.axisTag,
            { min: axis.minValue, max: axis.maxValue, default: axis.defaultValue },
          ]),
        ),
      };
      byFileName.set(`${font.slug}/${fileName}`, entry);
      bySubsetPath.set(`${font.slug}/${fileName.replace(/\.woff2$/, "")}`, entry);
    }
  }
  return { byFileName, bySubsetPath };
}

import type { BuiltStore } from "@meridian/content/store";
import type {
  ItemMeta,
  Served,
  ServedArchiveItem,
  ServedCaseStudy,
  ServedClientFont,
  ServedFont,
  ServedFontInUse,
  ServedInfoPage,
  ServedPage,
  ServedProduct,
  ServedStudioPage,
  ServedStudioWork,
} from "./served-types";

export type ContentEnvironment = "main" | "preview";
export const CONTENT_ENVIRONMENTS: readonly ContentEnvironment[] = ["main", "preview"];

/**
 * The store as one environment sees it: `main` without drafts, `preview` with them, every item
 * decorated with its metadata and indexed for the resolvers. Built once per store and
 * environment (contentViewOf): a published revision's store never changes; a new revision is a
 * new store.
 */
export interface ContentView {
  environment: ContentEnvironment;
  store: BuiltStore;
  fonts: ServedFont[];
  fontById: Map<string, ServedFont>;
  fontBySlug: Map<string, ServedFont>;
  customFonts: ServedClientFont[];
  modifiedFonts: ServedClientFont[];
  caseStudies: ServedCaseStudy[];
  fontsInUse: ServedFontInUse[];
  infoPages: ServedInfoPage[];
  pages: ServedPage[];
  products: ServedProduct[];
  productBySlug: Map<string, ServedProduct>;
  works: ServedStudioWork[];
  workBySlug: Map<string, ServedStudioWork>;
  archive: ServedArchiveItem[];
  studioPages: ServedStudioPage[];
  featureName: Map<string, string>;
}

interface SourceMeta {
  status: ItemMeta["_status"];
  publishedAt: string;
  updatedAt?: string | undefined;
}

function serve<T extends SourceMeta>(item: T): Served<T> {
  return {
    ...item,
    _status: item.status,
    _publishedAt: item.publishedAt,
    _updatedAt: item.updatedAt ?? item.publishedAt,
  };
}

const views = new WeakMap<BuiltStore, Partial<Record<ContentEnvironment, ContentView>>>();

/** The view of `store` for `environment`, made on its first request and kept with the store. */
export function contentViewOf(store: BuiltStore, environment: ContentEnvironment): ContentView {
  const ofStore = views.get(store) ?? {};
  views.set(store, ofStore);
  ofStore[environment] ??= createContentView(store, environment);
  return ofStore[environment];
}

function createContentView(store: BuiltStore, environment: ContentEnvironment): ContentView {
  const visible = <T extends SourceMeta>(items: T[]): Served<T>[] =>
    items.filter((item) => environment === "preview" || item.status !== "draft").map(serve);

  const fonts: ServedFont[] = visible(store.fonts).map((font) => ({
    ...font,
    styles: visible(font.styles).map((style) => ({
      ...style,
      fontSlug: font.slug,
      fontName: font.name,
    })),
  }));
  const products = visible(store.products);
  const works = visible(store.studio.works);
  return {
    environment,
    store,
    fonts,
    fontById: new Map(fonts.map((font) => [font.id, font])),
    fontBySlug: new Map(fonts.map((font) => [font.slug, font])),
    customFonts: visible(store.customFonts),
    modifiedFonts: visible(store.modifiedFonts),
    caseStudies: visible(store.caseStudies),
    fontsInUse: visible(store.fontsInUse),
    infoPages: visible(store.infoPages),
    pages: visible(store.pages),
    products,
    productBySlug: new Map(products.map((product) => [product.slug, product])),
    works,
    workBySlug: new Map(works.map((work) => [work.slug, work])),
    archive: visible(store.studio.archive).sort(
      (a, b) => b.year - a.year || a.title.localeCompare(b.title),
    ),
    studioPages: visible(store.studio.pages),
    featureName: new Map(
      store.opentypeFeatures.map((feature) => [feature.unicodeTag, feature.name]),
    ),
  };
}

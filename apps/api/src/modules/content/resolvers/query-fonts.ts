import type { FontFilter, FontOrderBy, QueryResolvers } from "../../../generated/content-resolvers";
import { findBySlugFilter, matches, paginate } from "../collection";
import type { ContentView } from "../content-view";
import type { ServedFont } from "../served-types";

function filterFonts(view: ContentView, filter: FontFilter | null | undefined): ServedFont[] {
  if (!filter) return view.fonts;
  return view.fonts.filter((font) => {
    if (!matches(font.id, filter.id) || !matches(font.slug, filter.slug)) return false;
    if (!matches(font.hidden, filter.hidden)) return false;
    if (!matches(font.playground, filter.playground)) return false;
    if (!matches(font.collaboration, filter.collaboration)) return false;
    if (!matches(font.new, filter.new)) return false;
    if (filter.parentFont) {
      const parent = font.parentFont ? view.fontBySlug.get(font.parentFont) : undefined;
      if (filter.parentFont.exists != null && Boolean(parent) !== filter.parentFont.exists)
        return false;
      if (filter.parentFont.eq != null && parent?.id !== filter.parentFont.eq) return false;
    }
    if (filter.classification) {
      if (filter.classification.eq != null && font.classification !== filter.classification.eq)
        return false;
    }
    return true;
  });
}

const ORDERS: Record<FontOrderBy, (a: ServedFont, b: ServedFont) => number> = {
  name_ASC: (a, b) => a.name.localeCompare(b.name, "en"),
  name_DESC: (a, b) => b.name.localeCompare(a.name, "en"),
  position_ASC: (a, b) => a.position - b.position,
  position_DESC: (a, b) => b.position - a.position,
  _publishedAt_ASC: (a, b) => a._publishedAt.localeCompare(b._publishedAt),
  _publishedAt_DESC: (a, b) => b._publishedAt.localeCompare(a._publishedAt),
};

function sortFonts(
  fonts: ServedFont[],
  orderBy: readonly FontOrderBy[] | null | undefined,
): ServedFont[] {
  if (!orderBy?.length) return fonts;
  return [...fonts].sort((a, b) => {
    for (const order of orderBy) {
      const difference = ORDERS[order](a, b);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

function homepageFonts(view: ContentView): ServedFont[] {
  return view.store.site.homepageFonts.flatMap((slug) => view.fontBySlug.get(slug) ?? []);
}

export const fontQueries: QueryResolvers = {
  font: (_, { filter }, { view }) => filterFonts(view, filter)[0] ?? null,
  allFonts: (_, { filter, orderBy, first, skip }, { view }) =>
    paginate(sortFonts(filterFonts(view, filter), orderBy), first, skip),
  _allFontsMeta: (_, { filter }, { view }) => ({ count: filterFonts(view, filter).length }),
  allHomepageFonts: (_, { first, skip }, { view }) => paginate(homepageFonts(view), first, skip),
  _allHomepageFontsMeta: (_, __, { view }) => ({ count: homepageFonts(view).length }),
  playgroundFont: (_, { filter }, { view }) =>
    findBySlugFilter(
      view.fonts.filter((font) => font.playground),
      filter,
    ),
  collaborationFont: (_, { filter }, { view }) =>
    findBySlugFilter(
      view.fonts.filter((font) => font.collaboration),
      filter,
    ),
  allCollaborationFonts: (_, { first, skip }, { view }) =>
    paginate(
      view.fonts.filter((font) => font.collaboration && !font.hidden),
      first,
      skip,
    ),
  allOpentypeFeatures: (_, __, { view }) => view.store.opentypeFeatures,
  allClassifications: (_, __, { view }) => view.store.classifications,
};

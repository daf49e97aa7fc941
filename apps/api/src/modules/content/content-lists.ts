import type { FontFilter, FontOrderBy, FontsInUseFilter } from "../../generated/content-resolvers";
import { matches } from "./collection";
import type { ContentView } from "./content-view";
import type { ServedFont } from "./served-types";

/* The lists the content Query fields answer from: filtered and ordered as the arguments ask. */

/** Fonts in use linking any of the given fonts (by id) and any of the given categories. */
export function filterFontsInUse(view: ContentView, filter: FontsInUseFilter | null | undefined) {
  const fontSlugs = filter?.fonts?.anyIn?.map((id) => view.fontById.get(id)?.slug);
  const categories = filter?.categories?.anyIn;
  return view.fontsInUse.filter(
    (item) =>
      (!fontSlugs || item.fonts.some((slug) => fontSlugs.includes(slug))) &&
      (!categories || item.categories.some((id) => categories.includes(id))),
  );
}

export function filterFonts(
  view: ContentView,
  filter: FontFilter | null | undefined,
): ServedFont[] {
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

export function sortFonts(
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

export function homepageFonts(view: ContentView): ServedFont[] {
  return view.store.site.homepageFonts.flatMap((slug) => view.fontBySlug.get(slug) ?? []);
}

export function worksIn(view: ContentView, categoryId: string | null | undefined) {
  return categoryId ? view.works.filter((work) => work.category === categoryId) : view.works;
}

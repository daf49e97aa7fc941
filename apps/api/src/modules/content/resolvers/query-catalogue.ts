import type { FontsInUseFilter, QueryResolvers } from "../../../generated/content-resolvers";
import { findBySlugFilter, matches, paginate } from "../collection";
import type { ContentView } from "../content-view";

/** Fonts in use linking any of the given fonts (by id) and any of the given categories. */
function filterFontsInUse(view: ContentView, filter: FontsInUseFilter | null | undefined) {
  const fontSlugs = filter?.fonts?.anyIn?.map((id) => view.fontById.get(id)?.slug);
  const categories = filter?.categories?.anyIn;
  return view.fontsInUse.filter(
    (item) =>
      (!fontSlugs || item.fonts.some((slug) => fontSlugs.includes(slug))) &&
      (!categories || item.categories.some((id) => categories.includes(id))),
  );
}

export const catalogueQueries: QueryResolvers = {
  siteSetup: (_, __, { view }) => view.store.site,
  pageSeo: (_, { page }, { view }) => view.store.pageSeo[page] ?? null,
  allCustomFonts: (_, { first, skip }, { view }) => paginate(view.customFonts, first, skip),
  customFont: (_, { filter }, { view }) => findBySlugFilter(view.customFonts, filter),
  allModifiedFonts: (_, { first, skip }, { view }) => paginate(view.modifiedFonts, first, skip),
  modifiedFont: (_, { filter }, { view }) => findBySlugFilter(view.modifiedFonts, filter),
  allCaseStudies: (_, { first, skip }, { view }) => paginate(view.caseStudies, first, skip),
  caseStudy: (_, { filter }, { view }) => findBySlugFilter(view.caseStudies, filter),
  allFontsInUse: (_, { filter, first, skip }, { view }) =>
    paginate(filterFontsInUse(view, filter), first, skip),
  _allFontsInUseMeta: (_, { filter }, { view }) => ({
    count: filterFontsInUse(view, filter).length,
  }),
  allFontsInUseCategories: (_, __, { view }) => view.store.fontsInUseCategories,
  allInfoPages: (_, __, { view }) => view.infoPages,
  infoPage: (_, { filter }, { view }) => findBySlugFilter(view.infoPages, filter),
  allPages: (_, __, { view }) => view.pages,
  page: (_, { filter }, { view }) => findBySlugFilter(view.pages, filter),
  allProducts: (_, { first, skip }, { view }) =>
    paginate(
      [...view.products].sort((a, b) => a.name.localeCompare(b.name, "en")),
      first,
      skip,
    ),
  product: (_, { filter }, { view }) => findBySlugFilter(view.products, filter),
  allUploadJobs: (_, { filter }, { view }) =>
    view.store.uploadJobs.filter((job) => matches(job.status, filter?.status)),
};

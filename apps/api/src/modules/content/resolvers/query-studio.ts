import type { QueryResolvers } from "../../../generated/content-resolvers";
import { findBySlugFilter, paginate } from "../collection";
import type { ContentView } from "../content-view";

function worksIn(view: ContentView, categoryId: string | null | undefined) {
  return categoryId ? view.works.filter((work) => work.category === categoryId) : view.works;
}

export const studioQueries: QueryResolvers = {
  launcherSetup: (_, __, { view }) => view.store.launcher,
  studioSetup: (_, __, { view }) => view.store.studio.setup,
  studioWork: (_, { filter }, { view }) => findBySlugFilter(view.works, filter),
  allStudioWorks: (_, { filter, first, skip }, { view }) =>
    paginate(worksIn(view, filter?.category?.eq), first, skip),
  _allStudioWorksMeta: (_, { filter }, { view }) => ({
    count: worksIn(view, filter?.category?.eq).length,
  }),
  allWorkCategories: (_, __, { view }) => view.store.studio.workCategories,
  studioPage: (_, { filter }, { view }) => findBySlugFilter(view.studioPages, filter),
  allStudioPages: (_, __, { view }) => view.studioPages,
  allArchiveItems: (_, { first, skip }, { view }) => paginate(view.archive, first, skip),
  _allArchiveItemsMeta: (_, __, { view }) => ({ count: view.archive.length }),
};

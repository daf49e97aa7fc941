import "server-only";
import {
  AllWorksDocument,
  type AllWorksQuery,
  type StudioWorkCardFragment,
} from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type WorkCard = StudioWorkCardFragment;
export type WorkCategory = AllWorksQuery["allWorkCategories"][number];

export interface Works {
  /** Newest first, then by title. */
  works: WorkCard[];
  /** The categories that have work, in content's order. */
  categories: WorkCategory[];
}

/** Every work and the categories the /work index filters by (spec 7.3), once per request. */
export const getWorks = cache(async (): Promise<Works> => {
  const { allStudioWorks, allWorkCategories } = await readContent(AllWorksDocument);
  const works = [...allStudioWorks].sort(
    (a, b) => b.year - a.year || a.title.localeCompare(b.title, "en-GB"),
  );
  const used = new Set(works.map((work) => work.category.id));
  return { works, categories: allWorkCategories.filter((category) => used.has(category.id)) };
});

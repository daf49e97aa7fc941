import "server-only";
import { StudioWorkDocument, type StudioWorkQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";
import { getWorks, type WorkCard } from "./get-works";

export type Work = NonNullable<StudioWorkQuery["studioWork"]>;

/** A work by slug (spec 7.3); null when there is none. Cached per request for metadata and page. */
export const getWork = cache(async (slug: string): Promise<Work | null> => {
  const { studioWork } = await readContent(StudioWorkDocument, { slug });
  return studioWork;
});

/** The work after this one in the index's order, the first after the last. */
export async function getNextWork(slug: string): Promise<WorkCard | null> {
  const { works } = await getWorks();
  if (works.length < 2) return null;
  const index = works.findIndex((work) => work.slug === slug);
  return works[(index + 1) % works.length] ?? null;
}

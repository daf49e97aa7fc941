import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const _allArchiveItemsMeta: NonNullable<QueryResolvers["_allArchiveItemsMeta"]> = (
  _,
  __,
  { view },
) => ({ count: view.archive.length });

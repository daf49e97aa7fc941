import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { worksIn } from "../../content-lists";

export const _allStudioWorksMeta: NonNullable<QueryResolvers["_allStudioWorksMeta"]> = (
  _,
  { filter },
  { view },
) => ({
  count: worksIn(view, filter?.category?.eq).length,
});

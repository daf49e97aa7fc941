import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";
import { worksIn } from "../../content-lists";

export const allStudioWorks: NonNullable<QueryResolvers["allStudioWorks"]> = (
  _,
  { filter, first, skip },
  { view },
) => paginate(worksIn(view, filter?.category?.eq), first, skip);

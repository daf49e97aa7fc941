import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";

export const allArchiveItems: NonNullable<QueryResolvers["allArchiveItems"]> = (
  _,
  { first, skip },
  { view },
) => paginate(view.archive, first, skip);

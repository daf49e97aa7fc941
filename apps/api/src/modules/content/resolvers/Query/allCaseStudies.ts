import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";

export const allCaseStudies: NonNullable<QueryResolvers["allCaseStudies"]> = (
  _,
  { first, skip },
  { view },
) => paginate(view.caseStudies, first, skip);

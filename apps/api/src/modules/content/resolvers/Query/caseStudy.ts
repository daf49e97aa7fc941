import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const caseStudy: NonNullable<QueryResolvers["caseStudy"]> = (_, { filter }, { view }) =>
  findBySlugFilter(view.caseStudies, filter);

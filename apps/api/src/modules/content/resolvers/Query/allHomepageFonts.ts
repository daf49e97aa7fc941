import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";
import { homepageFonts } from "../../content-lists";

export const allHomepageFonts: NonNullable<QueryResolvers["allHomepageFonts"]> = (
  _,
  { first, skip },
  { view },
) => paginate(homepageFonts(view), first, skip);

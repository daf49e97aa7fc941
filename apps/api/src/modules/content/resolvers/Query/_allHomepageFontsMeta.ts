import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { homepageFonts } from "../../content-lists";

export const _allHomepageFontsMeta: NonNullable<QueryResolvers["_allHomepageFontsMeta"]> = (
  _,
  __,
  { view },
) => ({ count: homepageFonts(view).length });

import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";

export const allProducts: NonNullable<QueryResolvers["allProducts"]> = (
  _,
  { first, skip },
  { view },
) =>
  paginate(
    [...view.products].sort((a, b) => a.name.localeCompare(b.name, "en")),
    first,
    skip,
  );

import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const pageSeo: NonNullable<QueryResolvers["pageSeo"]> = (_, { page }, { view }) =>
  view.store.pageSeo[page] ?? null;

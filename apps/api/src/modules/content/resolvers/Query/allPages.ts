import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const allPages: NonNullable<QueryResolvers["allPages"]> = (_, __, { view }) => view.pages;

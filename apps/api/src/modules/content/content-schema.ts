import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import type { Resolvers } from "../../generated/content-resolvers";
import type { ContentContext } from "./content-context";
import { blockTypes } from "./resolvers/block-types";
import { fontTypes } from "./resolvers/font-types";
import { itemTypes } from "./resolvers/item-types";
import { catalogueQueries } from "./resolvers/query-catalogue";
import { fontQueries } from "./resolvers/query-fonts";
import { studioQueries } from "./resolvers/query-studio";
import { richTextScalar } from "./rich-text-scalar";

const resolvers: Resolvers = {
  RichText: richTextScalar,
  Query: {
    _site: (_, __, { view }) => ({ builtAt: view.store.builtAt, environment: view.environment }),
    ...fontQueries,
    ...catalogueQueries,
    ...studioQueries,
  },
  ...fontTypes,
  ...itemTypes,
  ...blockTypes,
};

/** The executable content schema: the SDL of packages/graphql/schema/content with its resolvers. */
export function createContentSchema() {
  return createSchema<ContentContext>({ typeDefs: loadSchemaSDL("content"), resolvers });
}

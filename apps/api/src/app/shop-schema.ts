import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import { Mutation, Query } from "../generated/shop-resolver-map";
import type { Context } from "../platform/graphql/context";
import { refuseControlCharacters } from "../platform/graphql/control-characters";

/**
 * The executable shop schema: the SDL of packages/graphql/schema/shop with its resolvers, every
 * argument refused before its resolver runs when it holds a control character. The resolver map
 * is generated (codegen.ts): each root field of schema/shop/<module>.graphql is resolved by
 * modules/<module>/resolvers/<Query|Mutation>/<field>.ts, and the map is typed against the SDL,
 * so the compiler refuses a field without its resolver file and a resolver of the wrong type.
 */
export function createShopSchema() {
  return refuseControlCharacters(
    createSchema<Context>({
      typeDefs: loadSchemaSDL("shop"),
      resolvers: { Query, Mutation },
    }),
  );
}

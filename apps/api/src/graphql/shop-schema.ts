import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import type { Context } from "../context";
import type { Resolvers } from "../generated/shop-resolvers";
import { SubscribeNewsletter } from "../newsletter/resolvers/Mutation/SubscribeNewsletter";
import { apiVersion } from "../system/resolvers/Query/apiVersion";

const resolvers: Resolvers = {
  Query: { apiVersion },
  Mutation: { SubscribeNewsletter },
};

/** The executable shop schema: the SDL of packages/graphql/schema/shop with its resolvers. */
export function createShopSchema() {
  return createSchema<Context>({ typeDefs: loadSchemaSDL("shop"), resolvers });
}

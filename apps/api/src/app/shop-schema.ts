import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import { accountResolvers } from "../accounts/resolvers";
import { cartResolvers } from "../carts/resolvers";
import { checkoutResolvers } from "../checkout/resolvers";
import type { Context } from "../context";
import { enquiryResolvers } from "../enquiries/resolvers";
import type { Resolvers } from "../generated/shop-resolvers";
import { refuseControlCharacters } from "../graphql/control-characters";
import { subscribeNewsletter } from "../newsletter/resolvers/Mutation/subscribeNewsletter";
import { orderResolvers } from "../orders/resolvers";
import { apiVersion } from "../system/resolvers/Query/apiVersion";

/** Each module contributes its own Query, Mutation and type resolvers. */
const modules: Resolvers[] = [
  { Query: { apiVersion }, Mutation: { subscribeNewsletter } },
  accountResolvers,
  cartResolvers,
  enquiryResolvers,
  checkoutResolvers,
  orderResolvers,
];

function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

/**
 * The executable shop schema: the SDL of packages/graphql/schema/shop with its resolvers, every
 * argument refused before its resolver runs when it holds a control character.
 */
export function createShopSchema() {
  return refuseControlCharacters(
    createSchema<Context>({
      typeDefs: loadSchemaSDL("shop"),
      resolvers: mergeResolvers(modules),
    }),
  );
}

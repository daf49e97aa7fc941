import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import type { Resolvers } from "../generated/shop-resolvers";
import { accountResolvers } from "../modules/accounts/resolvers";
import { cartResolvers } from "../modules/carts/resolvers";
import { checkoutResolvers } from "../modules/checkout/resolvers";
import { enquiryResolvers } from "../modules/enquiries/resolvers";
import { subscribeNewsletter } from "../modules/newsletter/resolvers/Mutation/subscribeNewsletter";
import { orderResolvers } from "../modules/orders/resolvers";
import { apiVersion } from "../modules/system/resolvers/Query/apiVersion";
import type { Context } from "../platform/graphql/context";
import { refuseControlCharacters } from "../platform/graphql/control-characters";

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

import type { Context } from "../../../platform/graphql/context";
import type { CheckoutDeps } from "../checkout-service";

/** The checkout service's dependencies, from the request's context. */
export function checkoutDeps(ctx: Context): CheckoutDeps {
  const { database, env, store, clientIp, viewer, cookies, logger } = ctx;
  return { database, env, store, clientIp, viewer, cookies, logger };
}

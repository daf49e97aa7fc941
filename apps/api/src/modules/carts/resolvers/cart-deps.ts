import type { Context } from "../../../platform/graphql/context";
import type { CartDeps } from "../cart-service";

/** The cart service's dependencies, from the request's context. */
export function cartDeps(ctx: Context): CartDeps {
  const { database, env, store, viewer, cookies } = ctx;
  return { database, env, store, viewer, cookies };
}

import type { Context } from "../../../platform/graphql/context";
import type { OrdersDeps } from "../orders-service";

/** The orders service's dependencies, from the request's context. */
export function ordersDeps(ctx: Context): OrdersDeps {
  return { db: ctx.database.db, env: ctx.env, viewer: ctx.viewer };
}

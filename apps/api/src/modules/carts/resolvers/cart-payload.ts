import type { Context } from "../../../platform/graphql/context";
import type { CartOutcome } from "../cart-service";
import { cartView } from "../cart-view";

/** A cart mutation's payload: its errors and the cart as its transaction left it. */
export async function cartPayload(ctx: Context, outcome: Promise<CartOutcome>) {
  const { errors, cart } = await outcome;
  return { errors, cart: cart ? cartView(ctx.store, cart) : null };
}

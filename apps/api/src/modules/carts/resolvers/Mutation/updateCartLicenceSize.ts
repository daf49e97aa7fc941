import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { updateLicenceSize } from "../../cart-service";
import { cartDeps } from "../cart-deps";
import { cartPayload } from "../cart-payload";

export const updateCartLicenceSize: NonNullable<MutationResolvers["updateCartLicenceSize"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, updateLicenceSize(cartDeps(ctx), args));

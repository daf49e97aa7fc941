import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { cartPayload } from "../../cart-payload";
import { updateLicenceSize } from "../../cart-service";

export const updateCartLicenceSize: NonNullable<MutationResolvers["updateCartLicenceSize"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, updateLicenceSize(ctx, args));

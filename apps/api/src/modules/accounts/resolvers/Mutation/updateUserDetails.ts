import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { updateDetails } from "../../account-details-service";
import { accountDeps } from "../../accounts-service";

export const updateUserDetails: NonNullable<MutationResolvers["updateUserDetails"]> = async (
  _parent,
  args,
  context,
) => updateDetails(accountDeps(context), await context.viewer(), args);

import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { updateProfile } from "../../account-details-service";
import { accountDeps } from "../../accounts-service";

export const updateUserProfile: NonNullable<MutationResolvers["updateUserProfile"]> = async (
  _parent,
  args,
  context,
) => updateProfile(accountDeps(context), await context.viewer(), args);

import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { accountDeps } from "../../accounts-service";
import { updatePasswordWithToken } from "../../password-reset-service";

export const userUpdatePasswordWithToken: NonNullable<
  MutationResolvers["userUpdatePasswordWithToken"]
> = (_parent, args, context) =>
  updatePasswordWithToken(accountDeps(context), args, context.request);

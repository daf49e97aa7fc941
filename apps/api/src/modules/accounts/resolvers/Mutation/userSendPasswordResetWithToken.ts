import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { accountDeps } from "../../accounts-service";
import { requestPasswordReset } from "../../password-reset-service";

export const userSendPasswordResetWithToken: NonNullable<
  MutationResolvers["userSendPasswordResetWithToken"]
> = (_parent, args, context) => requestPasswordReset(accountDeps(context), args);

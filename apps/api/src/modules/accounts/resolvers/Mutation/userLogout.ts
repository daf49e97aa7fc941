import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { accountDeps, logout } from "../../accounts-service";

export const userLogout: NonNullable<MutationResolvers["userLogout"]> = (_parent, _args, context) =>
  logout(accountDeps(context), context.request);

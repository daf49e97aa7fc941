import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { accountDeps, login, toAuthPayload } from "../../accounts-service";

export const userLogin: NonNullable<MutationResolvers["userLogin"]> = async (
  _parent,
  args,
  context,
) => toAuthPayload(await login(accountDeps(context), args));

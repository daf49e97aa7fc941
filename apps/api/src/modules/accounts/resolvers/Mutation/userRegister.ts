import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { accountDeps, register, toAuthPayload } from "../../accounts-service";

export const userRegister: NonNullable<MutationResolvers["userRegister"]> = async (
  _parent,
  args,
  context,
) => toAuthPayload(await register(accountDeps(context), args));

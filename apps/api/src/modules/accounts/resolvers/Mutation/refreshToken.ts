import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { accountDeps, refresh, toAuthPayload } from "../../accounts-service";

export const refreshToken: NonNullable<MutationResolvers["refreshToken"]> = async (
  _parent,
  args,
  context,
) => toAuthPayload(await refresh(accountDeps(context), args));

import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { signOut as signOutService } from "../../../staff-accounts-service";

export const signOut: NonNullable<MutationResolvers["signOut"]> = async (_, __, ctx) => {
  await signOutService(ctx.database, ctx.cookies, await ctx.staff());
  return { errors: [] };
};

import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../roles";
import { updateStaffAccount as updateAccount } from "../../../staff-accounts-service";
import { staffAccountView } from "../../../staff-view";

export const updateStaffAccount: NonNullable<MutationResolvers["updateStaffAccount"]> = async (
  _,
  { input },
  ctx,
) => {
  const actor = await requireStaff(ctx, "admin");
  const result = await updateAccount(ctx.database, actor, input);
  return result.ok
    ? { errors: [], account: staffAccountView(result.value) }
    : { errors: result.errors, account: null };
};

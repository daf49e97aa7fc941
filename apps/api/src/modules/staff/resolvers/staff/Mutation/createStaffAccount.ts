import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../roles";
import { createStaffAccount as createAccount } from "../../../staff-accounts-service";
import { staffAccountView } from "../../../staff-view";

export const createStaffAccount: NonNullable<MutationResolvers["createStaffAccount"]> = async (
  _,
  { input },
  ctx,
) => {
  await requireStaff(ctx, "admin");
  const result = await createAccount(ctx.database, input);
  return {
    errors: result.errors,
    account: result.account ? staffAccountView(result.account) : null,
  };
};

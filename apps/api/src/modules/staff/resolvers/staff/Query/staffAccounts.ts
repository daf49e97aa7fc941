import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../roles";
import { listStaffAccounts } from "../../../staff-accounts-service";
import { staffAccountView } from "../../../staff-view";

export const staffAccounts: NonNullable<QueryResolvers["staffAccounts"]> = async (_, __, ctx) => {
  await requireStaff(ctx, "admin");
  return (await listStaffAccounts(ctx.database)).map(staffAccountView);
};

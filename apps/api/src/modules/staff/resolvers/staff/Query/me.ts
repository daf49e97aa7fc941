import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { selectStaffById } from "../../../staff-repository";
import { staffAccountView } from "../../../staff-view";

export const me: NonNullable<QueryResolvers["me"]> = async (_, __, ctx) => {
  const staff = await ctx.staff();
  const row = staff ? await selectStaffById(ctx.database.db, staff.id) : undefined;
  return row ? staffAccountView(row) : null;
};

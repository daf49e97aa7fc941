import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { draftView } from "../../../draft-view";
import { findDraft, deleteDraft as remove } from "../../../drafts-service";

export const deleteDraft: NonNullable<MutationResolvers["deleteDraft"]> = async (
  _,
  { input },
  ctx,
) => {
  const staff = await requireStaff(ctx, "editor");
  const result = await remove(ctx.database, staff.email, input);
  if (!result.ok) return { errors: result.errors, draft: null };
  const deleted = await findDraft(ctx.database, result.value.file);
  return { errors: [], draft: deleted ? draftView(deleted) : null };
};

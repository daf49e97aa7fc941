import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { draftView } from "../../../draft-view";
import { findDraft, saveDraft as save } from "../../../drafts-service";

export const saveDraft: NonNullable<MutationResolvers["saveDraft"]> = async (_, { input }, ctx) => {
  const staff = await requireStaff(ctx, "editor");
  const result = await save(ctx.database, staff.email, input);
  if (!result.ok) return { errors: result.errors, draft: null };
  const saved = await findDraft(ctx.database, result.value.file);
  return { errors: [], draft: saved ? draftView(saved) : null };
};

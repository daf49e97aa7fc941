import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { draftView } from "../../../draft-view";
import { findDraft } from "../../../drafts-service";

export const draft: NonNullable<QueryResolvers["draft"]> = async (_, { file }, ctx) => {
  await requireStaff(ctx, "editor");
  const found = await findDraft(ctx.database, file);
  return found ? draftView(found) : null;
};

import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { restoreRevision as restore } from "../../../publishing-service";
import { revisionView } from "../../../revision-view";

export const restoreRevision: NonNullable<MutationResolvers["restoreRevision"]> = async (
  _,
  { input },
  ctx,
) => {
  const staff = await requireStaff(ctx, "publisher");
  const result = await restore(ctx.database, { ...input, publishedBy: staff.email });
  if (!result.ok) return { errors: result.errors, revision: null };
  // This replica serves it at once; the others within CONTENT_POLL_MS.
  await ctx.content.refresh();
  ctx.logger.info({ revision: result.value.id, staffId: staff.id }, "content rolled back");
  return { errors: [], revision: revisionView(result.value, result.value.id) };
};

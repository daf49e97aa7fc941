import { userError } from "../../../../../errors";
import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { publishDrafts } from "../../../publish-drafts";
import { revisionView } from "../../../revision-view";

export const publish: NonNullable<MutationResolvers["publish"]> = async (_, { input }, ctx) => {
  const staff = await requireStaff(ctx, "publisher");
  const summary = input.summary.trim();
  if (!summary || summary.length > 200) {
    const message = "Say what the revision is in a line (at most 200 characters).";
    return { errors: [userError("INVALID_INPUT", "summary", message)], revision: null };
  }
  const result = await publishDrafts(
    { ...ctx, deploy: ctx.content.deploy },
    { publishedBy: staff.email, summary, basedOn: input.basedOn },
  );
  if (!result.ok) return { errors: result.errors, revision: null };
  // This replica serves it at once; the others within CONTENT_POLL_MS.
  await ctx.content.refresh();
  ctx.logger.info({ revision: result.value.id, staffId: staff.id }, "content published");
  return { errors: [], revision: revisionView(result.value, result.value.id) };
};

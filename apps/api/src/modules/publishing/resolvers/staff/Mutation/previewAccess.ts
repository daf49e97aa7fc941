import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { issuePreviewAccess } from "../../../preview-access";

export const previewAccess: NonNullable<MutationResolvers["previewAccess"]> = async (
  _,
  __,
  ctx,
) => {
  await requireStaff(ctx, "editor");
  const { token, expiresAt } = issuePreviewAccess(ctx.env.DOWNLOAD_SECRET);
  return { token, expiresAt: expiresAt.toISOString() };
};

import { join } from "node:path";
import { userError } from "../../../../../errors";
import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { renderImagePreview } from "../../../image-preview";

export const imagePreview: NonNullable<QueryResolvers["imagePreview"]> = async (
  _,
  { source },
  ctx,
) => {
  await requireStaff(ctx, "editor");
  const preview = await renderImagePreview(
    ctx.content.current().store,
    source,
    join(ctx.env.DATA_DIR, "image-previews"),
  );
  if (!preview.ok) {
    return { errors: [userError("INVALID_INPUT", preview.field, preview.message)], image: null };
  }
  const { dataUrl, width, height } = preview;
  return { errors: [], image: { dataUrl, width, height } };
};

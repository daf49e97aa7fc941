import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { fontUploadGraph } from "../../../font-upload-graph";
import { listFontUploads } from "../../../font-uploads-service";

export const fontUploads: NonNullable<QueryResolvers["fontUploads"]> = async (_, { ids }, ctx) => {
  await requireStaff(ctx, "editor");
  return (await listFontUploads(ctx.database, ids ?? null)).map(fontUploadGraph);
};

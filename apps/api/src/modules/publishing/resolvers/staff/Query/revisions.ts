import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { selectCurrentRevisionId } from "../../../publishing-repository";
import { listRevisions } from "../../../publishing-service";
import { revisionView } from "../../../revision-view";

export const revisions: NonNullable<QueryResolvers["revisions"]> = async (_, { first }, ctx) => {
  await requireStaff(ctx, "editor");
  const limit = Math.min(Math.max(first ?? 50, 1), 200);
  const [rows, current] = await Promise.all([
    listRevisions(ctx.database, limit),
    selectCurrentRevisionId(ctx.database.db),
  ]);
  return rows.map((row) => revisionView(row, current));
};

import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";
import { draftView } from "../../../draft-view";
import { type DraftState, listDrafts } from "../../../drafts-service";

export const drafts: NonNullable<QueryResolvers["drafts"]> = async (_, { kind, state }, ctx) => {
  await requireStaff(ctx, "editor");
  const wanted = state ? (state.toLowerCase() as DraftState) : null;
  return (await listDrafts(ctx.database, { kind, state: wanted })).map(draftView);
};

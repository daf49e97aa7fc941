import type { Draft } from "../../generated/staff-resolvers";
import type { DraftView } from "./drafts-service";

/** A draft file as the staff API shows it. */
export function draftView(draft: DraftView): Draft {
  return {
    file: draft.file,
    kind: draft.kind,
    raw: draft.raw,
    published: draft.published,
    version: draft.version,
    updatedBy: draft.updatedBy,
    updatedAt: draft.updatedAt.toISOString(),
    state: draft.state.toUpperCase() as Draft["state"],
  };
}

import type { Revision } from "../../generated/staff-resolvers";
import type { RevisionRow } from "./publishing-repository";

/** A revision as the staff API shows it; `current` against the revision served now. */
export function revisionView(row: RevisionRow, currentId: number | null): Revision {
  return {
    id: row.id,
    publishedBy: row.publishedBy,
    summary: row.summary,
    restoredFrom: row.restoredFrom,
    changes: row.changes.map(({ file, change }) => ({
      file,
      change: change.toUpperCase() as Revision["changes"][number]["change"],
    })),
    publishedAt: row.createdAt.toISOString(),
    current: row.id === currentId,
  };
}

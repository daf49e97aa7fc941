import type { Metadata } from "next";
import { fieldChanges } from "../../../lib/field-changes";
import { mayActAs, requireStaff } from "../../../lib/staff";
import { staffApi } from "../../../lib/staff-api";
import { PublishForm } from "./PublishForm";

export const metadata: Metadata = { title: "Publish" };

interface ChangedDraft {
  file: string;
  kind: string;
  state: "CHANGED" | "NEW" | "DELETED";
  raw: unknown;
  published: unknown;
  updatedBy: string;
}

const STATE_WORDS = { CHANGED: "changed", NEW: "new", DELETED: "deleted" } as const;

/**
 * What a publish would change since the revision served now, file by file and field by field
 * (old → new), and the one step that publishes it (publisher). The API checks every draft
 * together first: nothing is published while one is wrong.
 */
export default async function PublishPage({
  searchParams,
}: {
  searchParams: Promise<{ published?: string }>;
}) {
  const { published } = await searchParams;
  const staff = await requireStaff();
  if (!mayActAs(staff.role, "PUBLISHER")) {
    return (
      <>
        <h1>Publish</h1>
        <p>Publishing needs the publisher role; you are an editor. Ask a publisher to publish.</p>
      </>
    );
  }
  const { drafts, revisions } = await staffApi<{
    drafts: ChangedDraft[];
    revisions: { id: number; publishedBy: string; publishedAt: string }[];
  }>(`{
    drafts { file kind state raw published updatedBy }
    revisions(first: 1) { id publishedBy publishedAt }
  }`);
  const current = revisions[0]!;
  const changed = drafts.filter((draft) => (draft.state as string) !== "PUBLISHED");
  return (
    <>
      <h1>Publish</h1>
      {published && (
        <p role="status">Published as revision {published}. The sites show it within seconds.</p>
      )}
      <p>
        Revision {current.id} is published now ({current.publishedBy},{" "}
        {new Date(current.publishedAt).toUTCString()}).{" "}
        {changed.length === 0
          ? "Nothing has changed since."
          : `${changed.length} ${changed.length === 1 ? "file has" : "files have"} changed since:`}
      </p>
      {changed.map((draft) => (
        <section key={draft.file} aria-labelledby={`file-${draft.file}`}>
          <h2 id={`file-${draft.file}`}>
            <code>{draft.file}</code> ({STATE_WORDS[draft.state]}, saved by {draft.updatedBy})
          </h2>
          {draft.state === "CHANGED" && (
            <ul>
              {fieldChanges(draft.published, draft.raw).map((change) => (
                <li key={change.path}>
                  <code>{change.path}</code>: {change.before ?? "(none)"} →{" "}
                  {change.after ?? "(none)"}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {changed.length > 0 && <PublishForm basedOn={current.id} />}
    </>
  );
}

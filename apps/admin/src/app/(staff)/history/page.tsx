import { visuallyHidden } from "@meridian/ui/visually-hidden.css";
import type { Metadata } from "next";
import { mayActAs, requireStaff } from "../../../lib/staff";
import { staffApi } from "../../../lib/staff-api";
import * as styles from "../../admin.css";
import { RollBackButton } from "./RollBackButton";

export const metadata: Metadata = { title: "History" };

interface Revision {
  id: number;
  publishedBy: string;
  publishedAt: string;
  summary: string;
  restoredFrom: number | null;
  current: boolean;
  changes: { file: string; change: "ADDED" | "CHANGED" | "DELETED" }[];
}

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Every published revision, newest first: who published what, and when; roll back (publisher). */
export default async function HistoryPage({
  searchParams,
}: {
  searchParams: Promise<{ restored?: string }>;
}) {
  const { restored } = await searchParams;
  const staff = await requireStaff();
  const { revisions } = await staffApi<{ revisions: Revision[] }>(`{
    revisions(first: 100) {
      id publishedBy publishedAt summary restoredFrom current changes { file change }
    }
  }`);
  const current = revisions.find((revision) => revision.current);
  const mayRollBack = mayActAs(staff.role, "PUBLISHER");
  return (
    <>
      <h1>History</h1>
      {restored && <p role="status">Rolled back: published again as revision {restored}.</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {["Revision", "Published", "What", "Files", ""].map((heading) => (
                <th key={heading || "actions"} scope="col" className={styles.cell}>
                  {heading || <span className={visuallyHidden}>Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => (
              <tr key={revision.id}>
                <td className={styles.cell}>
                  {revision.id}
                  {revision.current && " (published now)"}
                </td>
                <td className={styles.cell}>
                  {revision.publishedBy}, {dateTime.format(new Date(revision.publishedAt))}
                </td>
                <td className={styles.cell}>{revision.summary}</td>
                <td className={styles.cell}>
                  {revision.changes.length === 0
                    ? "—"
                    : revision.changes
                        .map(({ file, change }) => `${file} (${change.toLowerCase()})`)
                        .join(", ")}
                </td>
                <td className={styles.cell}>
                  {mayRollBack && current && !revision.current && (
                    <RollBackButton revisionId={revision.id} basedOn={current.id} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

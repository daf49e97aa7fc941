import { Button } from "@meridian/ui/button";
import { Select } from "@meridian/ui/select";
import { TextField } from "@meridian/ui/text-field";
import type { Metadata } from "next";
import Link from "next/link";
import { DRAFT_STATES, type DraftState, kindLabel, listDrafts } from "../../../lib/drafts";
import * as styles from "../../admin.css";

export const metadata: Metadata = { title: "Content" };

const stateLabel = new Map(DRAFT_STATES.map(({ value, label }) => [value, label]));
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * Every item of the catalogue, as staff edit it: one row per source file of content/'s layout,
 * searchable by name or file, filtered by kind and by state against the published revision.
 */
export default async function ContentPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; kind?: string; state?: string }>;
}) {
  const { q = "", kind = "", state = "" } = await searchParams;
  const drafts = await listDrafts();
  const kinds = [...new Set(drafts.map((draft) => draft.kind))].sort();
  const needle = q.trim().toLowerCase();
  const shown = drafts.filter(
    (draft) =>
      (!kind || draft.kind === kind) &&
      (!state || draft.state === state) &&
      (!needle || `${draft.title} ${draft.file}`.toLowerCase().includes(needle)),
  );
  return (
    <>
      <h1>Content</h1>
      <p>
        <Link href="/content/new">New item</Link>
      </p>
      <search>
        <form className={styles.filters} aria-label="Find content">
          <TextField label="Search" name="q" type="search" defaultValue={q} />
          <Select
            label="Kind"
            name="kind"
            defaultValue={kind}
            placeholder="Every kind"
            options={kinds.map((name) => ({ value: name, label: kindLabel(name) }))}
          />
          <Select
            label="State"
            name="state"
            defaultValue={state}
            placeholder="Every state"
            options={DRAFT_STATES}
          />
          <Button type="submit">Show</Button>
        </form>
      </search>
      <p aria-live="polite">
        {shown.length} of {drafts.length} files
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {["Item", "Kind", "File", "State", "Last saved"].map((heading) => (
                <th key={heading} scope="col" className={styles.cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((draft) => (
              <tr key={draft.file}>
                <td className={styles.cell}>
                  <Link href={`/content/${draft.file}`}>{draft.title}</Link>
                </td>
                <td className={styles.cell}>{kindLabel(draft.kind)}</td>
                <td className={styles.cell}>
                  <code>{draft.file}</code>
                </td>
                <td className={styles.cell}>{stateLabel.get(draft.state as DraftState)}</td>
                <td className={styles.cell}>
                  {draft.updatedBy}, {dateTime.format(new Date(draft.updatedAt))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

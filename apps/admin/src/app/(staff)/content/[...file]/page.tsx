import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublishedFontData } from "../../../../components/PublishedFontData";
import { kindLabel, loadRelations, titleOf } from "../../../../lib/drafts";
import { previewTarget } from "../../../../lib/preview-target";
import { staffApi } from "../../../../lib/staff-api";
import { DraftEditor } from "../DraftEditor";

interface Draft {
  file: string;
  kind: string;
  raw: unknown;
  version: number;
  state: string;
  updatedBy: string;
  updatedAt: string;
}

async function draftOf(segments: string[]): Promise<Draft | null> {
  const { draft } = await staffApi<{ draft: Draft | null }>(
    "query ($file: String!) { draft(file: $file) { file kind raw version state updatedBy updatedAt } }",
    { file: segments.map(decodeURIComponent).join("/") },
  );
  return draft;
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ file: string[] }>;
}): Promise<Metadata> {
  const draft = await draftOf((await params).file);
  return { title: draft ? titleOf(draft.file, draft.raw) : "Not found" };
}

/** One draft file, in a form generated from its kind's schema. */
export default async function DraftPage({
  params,
  searchParams,
}: {
  params: Promise<{ file: string[] }>;
  searchParams: Promise<{ created?: string }>;
}) {
  const [draft, relations] = await Promise.all([draftOf((await params).file), loadRelations()]);
  if (!draft) notFound();
  const { created } = await searchParams;
  const target = previewTarget(draft.kind, draft.raw);
  return (
    <>
      <h1>{titleOf(draft.file, draft.raw)}</h1>
      {created && <p role="status">Saved as a new draft. It is published with the next publish.</p>}
      <p>
        <code>{draft.file}</code> · {kindLabel(draft.kind)} · version {draft.version}, saved by{" "}
        {draft.updatedBy}
      </p>
      {target && (
        <p>
          <a href={`/preview?file=${encodeURIComponent(draft.file)}`}>
            Preview on the {target.site}
          </a>{" "}
          (the saved draft, as it will look once published)
        </p>
      )}
      {draft.kind === "fonts" && draft.state !== "NEW" && (
        <PublishedFontData slug={String((draft.raw as { slug?: unknown }).slug ?? "")} />
      )}
      <DraftEditor
        file={draft.file}
        kind={draft.kind}
        raw={draft.raw}
        version={draft.version}
        relations={relations}
      />
    </>
  );
}

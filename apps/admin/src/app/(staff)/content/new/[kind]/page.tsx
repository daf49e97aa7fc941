import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { kindLabel, loadRelations, NEW_ITEM_KINDS } from "../../../../../lib/drafts";
import { requireStaff } from "../../../../../lib/staff";
import { DraftEditor } from "../../DraftEditor";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: string }>;
}): Promise<Metadata> {
  return { title: `New: ${kindLabel((await params).kind)}` };
}

/** A new item of one kind, from an empty form; its slug (or id) names its file. */
export default async function NewItemOfKindPage({ params }: { params: Promise<{ kind: string }> }) {
  await requireStaff();
  const { kind } = await params;
  if (!NEW_ITEM_KINDS.includes(kind)) notFound();
  return (
    <>
      <h1>New: {kindLabel(kind)}</h1>
      <DraftEditor
        file={null}
        kind={kind}
        raw={{}}
        version={null}
        relations={await loadRelations()}
      />
    </>
  );
}

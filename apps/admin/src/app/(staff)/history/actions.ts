"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { staffApi, type UserError } from "../../../lib/staff-api";

export interface RollBackState {
  errors: UserError[];
}

/** Publishes an earlier revision again (publisher), based on the revision the page showed. */
export async function rollBack(_: RollBackState, form: FormData): Promise<RollBackState> {
  const { restoreRevision } = await staffApi<{
    restoreRevision: { errors: UserError[]; revision: { id: number } | null };
  }>(
    `mutation ($input: RestoreRevisionInput!) {
      restoreRevision(input: $input) { errors { code field message } revision { id } }
    }`,
    { input: { revisionId: Number(form.get("revisionId")), basedOn: Number(form.get("basedOn")) } },
  );
  if (restoreRevision.revision) {
    revalidatePath("/", "layout");
    redirect(`/history?restored=${restoreRevision.revision.id}`);
  }
  return { errors: restoreRevision.errors };
}

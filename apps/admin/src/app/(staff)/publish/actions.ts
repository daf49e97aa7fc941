"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { staffApi, type UserError } from "../../../lib/staff-api";

export interface PublishState {
  errors: UserError[];
}

/** Publishes every draft as a new revision, based on the revision the publisher reviewed. */
export async function publish(_: PublishState, form: FormData): Promise<PublishState> {
  const { publish: answer } = await staffApi<{
    publish: { errors: UserError[]; revision: { id: number } | null };
  }>(
    `mutation ($input: PublishInput!) {
      publish(input: $input) { errors { code field message } revision { id } }
    }`,
    {
      input: {
        basedOn: Number(form.get("basedOn")),
        summary: String(form.get("summary") ?? "").trim(),
      },
    },
  );
  if (answer.revision) {
    revalidatePath("/", "layout");
    redirect(`/publish?published=${answer.revision.id}`);
  }
  return { errors: answer.errors };
}

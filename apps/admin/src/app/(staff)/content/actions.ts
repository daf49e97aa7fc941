"use server";

import { revalidatePath } from "next/cache";
import { staffApi, type UserError } from "../../../lib/staff-api";

export interface SaveState {
  errors: UserError[];
  /** The version now saved: the next save is based on it. */
  version: number | null;
}

/**
 * Saves a draft file, based on the version the editor opened; refused with who saved it since
 * and when, where someone did (CONTENT_CHANGED). Field errors name `raw.<field>`: the form shows
 * them at `<field>`.
 */
export async function saveDraft(input: {
  file: string;
  kind: string;
  raw: unknown;
  basedOnVersion: number | null;
}): Promise<SaveState> {
  const { saveDraft: answer } = await staffApi<{
    saveDraft: { errors: UserError[]; draft: { version: number } | null };
  }>(
    `mutation ($input: SaveDraftInput!) {
      saveDraft(input: $input) { errors { code field message } draft { version } }
    }`,
    { input },
  );
  if (answer.draft) revalidatePath("/content", "layout");
  return {
    errors: answer.errors.map((error) => ({
      ...error,
      field: error.field?.replace(/^raw\.?/, "") || null,
    })),
    version: answer.draft?.version ?? null,
  };
}

import { createHash } from "node:crypto";
import { detectSourceFormat, FontFileError } from "@meridian/content/font-processing";
import type { FontFileData } from "@meridian/content/fonts";
import { type UserError, userError } from "../../errors";
import type { Database } from "../../platform/db/database";
import { enqueueJob } from "../../platform/jobs/enqueue-job";
import {
  type FontUploadRow,
  insertFontUpload,
  selectFontUploads,
  selectRecentFontUploads,
} from "./font-uploads-repository";
import { insertBlob } from "./publishing-repository";
import { uploadPath } from "./upload-files";

/** The job that processes one upload (font-upload-job.ts). */
export const PROCESS_FONT_UPLOAD = "process-font-upload";

/** What staff check of a processed font before they publish it: its data less its glyphs. */
export type FontUploadData = Omit<FontFileData, "glyphs">;

export function fontUploadData({ glyphs: _glyphs, ...data }: FontFileData): FontUploadData {
  return data;
}

/** An upload as the staff API shows it: where a draft's style names it, and how it went. */
export function fontUploadView(row: FontUploadRow) {
  return {
    id: row.id,
    fileName: row.fileName,
    path: uploadPath(row),
    format: row.format,
    sizeBytes: row.sizeBytes,
    status: row.status,
    error: row.error,
    data: row.data as FontUploadData | null,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export type FontUploadView = ReturnType<typeof fontUploadView>;

const MAX_FILE_NAME = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The name shown for an upload: the file's own, without a folder, checked. */
function checkedFileName(name: string): string | UserError {
  const base = name.split(/[\\/]/).pop()!.trim();
  if (!base) return userError("INVALID_INPUT", "name", "Name the file: ?name=Family-Style.otf.");
  if (base.length > MAX_FILE_NAME || CONTROL.test(base)) {
    return userError(
      "INVALID_INPUT",
      "name",
      `The file name must be at most ${MAX_FILE_NAME} characters, with no control characters.`,
    );
  }
  return base;
}

/**
 * Takes an uploaded font file (DESIGN 4.12): refuses at once what is no OTF, TTF or WOFF2 by its
 * signature (the bytes decide, not the name); otherwise stores its bytes by hash and queues its
 * processing, in one transaction, and answers the pending upload. Nothing published changes
 * until a draft names the upload and a publisher publishes it.
 */
export async function acceptFontUpload(
  database: Database,
  input: { name: string; bytes: Uint8Array; uploadedBy: string },
): Promise<{ ok: true; upload: FontUploadView } | { ok: false; error: UserError }> {
  const fileName = checkedFileName(input.name);
  if (typeof fileName !== "string") return { ok: false, error: fileName };
  if (input.bytes.byteLength === 0) {
    return { ok: false, error: userError("INVALID_INPUT", "file", `${fileName} is empty.`) };
  }
  let format: FontUploadRow["format"];
  try {
    format = detectSourceFormat(input.bytes);
  } catch (error) {
    if (!(error instanceof FontFileError)) throw error;
    return {
      ok: false,
      error: userError("INVALID_INPUT", "file", `${fileName}: ${error.message}`),
    };
  }
  const hash = createHash("sha256").update(input.bytes).digest("hex");
  const row = await database.transaction(async (tx) => {
    await insertBlob(tx, hash, input.bytes);
    const upload = await insertFontUpload(tx, {
      hash,
      fileName,
      format,
      sizeBytes: input.bytes.byteLength,
      uploadedBy: input.uploadedBy,
    });
    await enqueueJob(tx, PROCESS_FONT_UPLOAD, { uploadId: upload.id });
    return upload;
  });
  return { ok: true, upload: fontUploadView(row) };
}

/** How many uploads the staff API lists when it is not asked for some by id. */
const RECENT_UPLOADS = 50;

/** Uploads by id (unknown ids are left out), or the newest ones. */
export async function listFontUploads(
  database: Database,
  ids: readonly string[] | null,
): Promise<FontUploadView[]> {
  const uuids = ids?.filter((id) => UUID.test(id));
  const rows = uuids
    ? await selectFontUploads(database.db, uuids)
    : await selectRecentFontUploads(database.db, RECENT_UPLOADS);
  return rows.map(fontUploadView);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

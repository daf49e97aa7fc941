import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { processFontFile, runUploadJobs } from "@meridian/content/font-processing";
import { z } from "zod";
import type { JobContext, JobRegistry } from "../../platform/jobs/job-registry";
import { localBlob } from "./content-files";
import {
  finishFontUpload,
  selectFontUploads,
  selectFontUploadsByHash,
} from "./font-uploads-repository";
import { fontUploadData, PROCESS_FONT_UPLOAD } from "./font-uploads-service";
import { selectBlob } from "./publishing-repository";
import { filesCacheDir, restoreFontCacheEntry, storeFontCacheEntry } from "./upload-files";

const payloadSchema = z.object({ uploadId: z.uuid() });

/**
 * Processes an uploaded font on whichever replica claims the job: the content build's own
 * pipeline (`processFontFile`: its data, WOFF2 and WOFF), so a publish makes exactly what
 * `pnpm content build` makes. A file the pipeline refuses (damaged, truncated, a WOFF2 that would
 * decompress beyond reason), a worker that crashes or a conversion that hangs fails the upload
 * with the pipeline's reason, once: the same bytes would fail the same way again. What it made
 * is stored as blobs, for the replica that publishes it.
 */
async function processFontUpload(payload: unknown, context: JobContext): Promise<void> {
  const { uploadId } = payloadSchema.parse(payload);
  const [upload] = await selectFontUploads(context.db, [uploadId]);
  if (upload?.status !== "pending") return;
  const readBlob = (hash: string) => selectBlob(context.db, hash);
  const cacheDir = context.env.CONTENT_CACHE_DIR;
  // The same bytes processed before, perhaps on another replica: their results, not a conversion.
  const earlier = (await selectFontUploadsByHash(context.db, [upload.hash])).find(
    (other) => other.status === "complete",
  );
  if (earlier) await restoreFontCacheEntry(cacheDir, earlier, readBlob);

  const sourcePath = await localBlob(filesCacheDir(context.env), upload.hash, readBlob);
  const buildDir = await mkdtemp(join(context.env.DATA_DIR, "upload-"));
  try {
    const run = await runUploadJobs([{ file: upload.fileName }], {
      process: () =>
        processFontFile({
          sourcePath,
          familySlug: "upload",
          fontName: "Upload",
          styleName: upload.hash.slice(0, 16),
          buildDir,
          cacheDir,
        }),
    });
    const [job] = run.jobs;
    const [result] = run.results;
    if (!result) {
      await finishFontUpload(context.db, upload.id, { status: "failed", error: job!.error! });
      context.logger.info({ uploadId, reason: job!.error }, "font upload failed");
      return;
    }
    const derived = await storeFontCacheEntry(context.db, cacheDir, upload.hash);
    await finishFontUpload(context.db, upload.id, {
      status: "complete",
      data: fontUploadData(result.data),
      derived,
    });
    context.logger.info({ uploadId, cached: result.cached }, "font upload processed");
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}

export function registerFontUploadJobs(registry: JobRegistry): void {
  // A retry is for what went wrong around the font (the database, the disk), never the font.
  registry.register(PROCESS_FONT_UPLOAD, processFontUpload, { maxAttempts: 3 });
}

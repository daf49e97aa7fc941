import type { Env } from "../../../env";
import type { Db } from "../../../platform/db/database";
import { jsonResponse, PRIVATE_NO_STORE } from "../../../platform/http/json-response";
import { findTrialArchive } from "../enquiries-repository";
import { checkTrialToken } from "./trial-link";

const refuse = (status: number, error: string) => jsonResponse(status, { error }, PRIVATE_NO_STORE);

export const TRIAL_DOWNLOAD_PREFIX = "/trial-download/";

/** A malformed escape (`%E0%A4%A`) names no link: null rather than a URIError. */
function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * GET /trial-download/{token}: the trial ZIP the e-mailed link points to. The token is signed
 * and names the request; a tampered one is 404, an expired one 410. Never cached: the link is
 * personal.
 */
export async function serveTrialDownload(
  request: Request,
  db: Db,
  env: Env,
  brand: string,
): Promise<Response> {
  const token = decodePathSegment(
    new URL(request.url).pathname.slice(TRIAL_DOWNLOAD_PREFIX.length),
  );
  if (token === null) return refuse(404, "This download link is not valid.");
  const check = await checkTrialToken(token, env.JWT_SECRET);
  if (check.status === "expired") {
    return refuse(410, "This download link has expired. Please request the trial fonts again.");
  }
  if (check.status === "invalid") return refuse(404, "This download link is not valid.");
  const archive = await findTrialArchive(db, check.requestId);
  if (!archive) {
    return refuse(404, "These trial fonts are no longer available. Please request them again.");
  }
  const fileName = `${brand.replace(/[^\w-]+/g, "-")}-trial-fonts.zip`;
  // Drivers hand back a plain ArrayBuffer-backed array.
  const body = archive as Uint8Array<ArrayBuffer>;
  return new Response(request.method === "HEAD" ? null : body, {
    headers: {
      ...PRIVATE_NO_STORE,
      "Content-Type": "application/zip",
      "Content-Length": String(archive.byteLength),
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}

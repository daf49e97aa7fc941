import type { Env } from "../../env";
import type { Database } from "../../platform/db/database";
import type { FindStaffSession } from "../../platform/graphql/staff-context";
import { STAFF_SESSION_COOKIE } from "../../platform/graphql/staff-yoga";
import { createCookieJar } from "../../platform/http/cookies";
import { jsonResponse } from "../../platform/http/json-response";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import { acceptFontUpload } from "./font-uploads-service";

export const FONT_UPLOADS_ENDPOINT = "/staff/font-uploads";

export interface UploadRouteDeps {
  database: Database;
  env: Env;
  findStaffSession: FindStaffSession;
}

/** Font files arrive as their bytes: a type no cross-site form or simple request can send. */
const FONT_BODY_TYPES = new Set(["application/octet-stream", "font/otf", "font/ttf", "font/woff2"]);

/**
 * POST /staff/font-uploads?name=<file name> (DESIGN 4.12, ADR 0036): a font file's bytes, from a
 * signed-in member of staff (every role may upload; publishing is what roles guard). Answers
 * 202 with the pending upload, whose `path` a draft's style names and whose processing the
 * staff API's `fontUploads` follows; 400 with the reason for what is no font, 413 for a file
 * over FONT_UPLOAD_MAX_MB. Like the staff API it sends no CORS headers: another origin cannot
 * send these bytes with the staff cookie (SameSite=Strict, and the body type needs a preflight).
 */
export function createUploadRoute(deps: UploadRouteDeps) {
  const secureCookies = deps.env.NODE_ENV === "production";
  const rules = rateLimitRules(deps.env);
  return {
    bodyLimitBytes: deps.env.FONT_UPLOAD_MAX_MB * 1024 * 1024,
    async fetch(request: Request): Promise<Response> {
      if (request.method !== "POST") {
        return jsonResponse(405, { error: "POST a font file's bytes." }, { Allow: "POST" });
      }
      const token = createCookieJar(request, secureCookies).get(STAFF_SESSION_COOKIE);
      const staff = token ? await deps.findStaffSession(deps.database.db, token) : null;
      if (!staff) return jsonResponse(401, { error: "Sign in as staff to upload fonts." });
      const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!FONT_BODY_TYPES.has(type)) {
        return jsonResponse(415, {
          error: "Send the font file's bytes as application/octet-stream.",
        });
      }
      const limited = await consumeRateLimit(deps.database.db, rules.fontUploads, staff.id);
      if (limited) {
        const { retryAfterSeconds } = JSON.parse(limited.data ?? "{}") as {
          retryAfterSeconds?: number;
        };
        return jsonResponse(
          429,
          { error: limited.message },
          { "Retry-After": String(retryAfterSeconds ?? 60) },
        );
      }
      const accepted = await acceptFontUpload(deps.database, {
        name: new URL(request.url).searchParams.get("name") ?? "",
        bytes: new Uint8Array(await request.arrayBuffer()),
        uploadedBy: staff.email,
      });
      if (!accepted.ok) {
        return jsonResponse(400, { error: accepted.error.message, field: accepted.error.field });
      }
      return jsonResponse(202, { upload: accepted.upload });
    },
  };
}

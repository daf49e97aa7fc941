import { readFile } from "node:fs/promises";
import { parseFontFilePath } from "@meridian/ui/font-url";
import { assetCorsHeaders, IMMUTABLE } from "./cors";
import type { FontCatalogue } from "./font-catalogue";

/**
 * GET /fonts/{family}/{NameNoSpaces}-{StyleNoSpaces}.woff2 (spec 7.4): a catalogue style's web
 * font. The URL carries the update time, so responses are immutable.
 */
export async function serveFontFile(
  request: Request,
  catalogue: FontCatalogue,
  siteOrigins: readonly string[],
): Promise<Response> {
  const cors = assetCorsHeaders(request, siteOrigins);
  const parsed = parseFontFilePath(new URL(request.url).pathname);
  const entry = parsed && catalogue.byFileName.get(`${parsed.familySlug}/${parsed.fileName}`);
  if (!entry) return Response.json({ error: "No such font file" }, { status: 404, headers: cors });
  const body = await readFile(entry.woff2);
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "font/woff2", "Cache-Control": IMMUTABLE, ...cors },
  });
}

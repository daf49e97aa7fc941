import { readFile } from "node:fs/promises";
import { PREVIEW_PARAM, parseFontFilePath } from "@meridian/codecs/font-url";
import { isSubsetName, SUBSET_NAMES, subsetText } from "@meridian/codecs/named-subsets";
import { jsonResponse, PRIVATE_NO_STORE } from "../../platform/http/json-response";
import type { Logger } from "../../platform/logging/logger";
import { assetCorsHeaders, IMMUTABLE } from "./cors";
import type { DerivedFiles } from "./derived-files";
import type { FontCatalogue } from "./font-catalogue";
import { subsetFailure } from "./subset-failure";
import type { SubsetPool } from "./subset-pool";
import { SUBSET_RECIPE, UI_TEXT_FEATURES } from "./text-features";

export interface FontFileServer {
  fetch(request: Request): Promise<Response>;
}

/**
 * GET /fonts/{family}/{NameNoSpaces}-{StyleNoSpaces}.woff2 (spec 7.4): a catalogue style's web
 * font, whole, or with `?subset=latin-basic` (or another of @meridian/codecs/named-subsets) only
 * the characters of that subset, cut once per file from the style's source and kept (memory and
 * disk). The URL carries the update time, so responses are immutable.
 */
export function createFontFileServer(deps: {
  /** The current revision's font files. */
  catalogue: () => FontCatalogue;
  /**
   * The drafts' font files, for a URL the content service's `preview` signed (`?preview=`);
   * null when the signature is not the path's.
   */
  previewCatalogue?: (path: string, signature: string) => Promise<FontCatalogue | null>;
  pool: SubsetPool;
  subsets: DerivedFiles;
  siteOrigins: readonly string[];
  logger: Logger;
}): FontFileServer {
  return {
    async fetch(request) {
      const cors = assetCorsHeaders(request, deps.siteOrigins);
      const url = new URL(request.url);
      const parsed = parseFontFilePath(url.pathname);
      const fileKey = parsed && `${parsed.familySlug}/${parsed.fileName}`;
      const signature = url.searchParams.get(PREVIEW_PARAM);
      const preview = signature !== null;
      const catalogue = preview
        ? await deps.previewCatalogue?.(url.pathname, signature)
        : deps.catalogue();
      const entry = fileKey && catalogue?.byFileName.get(fileKey);
      if (!fileKey || !entry) return jsonResponse(404, { error: "No such font file" }, cors);
      const subset = url.searchParams.get("subset");
      if (subset !== null && !isSubsetName(subset)) {
        return jsonResponse(
          400,
          { error: `No subset '${subset}': the subsets are ${SUBSET_NAMES.join(", ")}` },
          cors,
        );
      }
      const woff2 = (body: Uint8Array) =>
        new Response(body as Uint8Array<ArrayBuffer>, {
          headers: {
            "Content-Type": "font/woff2",
            // A draft's file is for the staff previewing it, and may change with the next save.
            "Cache-Control": preview ? PRIVATE_NO_STORE["Cache-Control"] : IMMUTABLE,
            ...cors,
          },
        });
      if (subset === null) {
        return woff2(new Uint8Array(await readFile(entry.woff2)));
      }
      try {
        const body = await deps.subsets.get(
          // A preview's files are its build's own: their path keeps them apart.
          [SUBSET_RECIPE, "named", "smallest", subset, fileKey, entry.updatedAt].concat(
            preview ? [entry.desktop] : [],
          ),
          "woff2",
          // Made once per file and sent to every visitor: worth the smallest encoding.
          () =>
            deps.pool.subset(entry.desktop, subsetText(subset), {
              features: UI_TEXT_FEATURES,
              encoding: "smallest",
            }),
        );
        return woff2(body);
      } catch (error) {
        return subsetFailure(error, cors, deps.logger, { file: fileKey, subset });
      }
    },
  };
}

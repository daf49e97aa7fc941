import { basename, resolve } from "node:path";
import type { BuiltStore } from "@meridian/content/store";
import { itemDisplayName, LICENCE_LABELS, type LicenceType, lineKind } from "@meridian/pricing";
import type { Env } from "../../env";
import { storeFilesDir } from "../../platform/content/store-files";
import type { Database } from "../../platform/db/database";
import { jsonResponse, PRIVATE_NO_STORE } from "../../platform/http/json-response";
import type { Logger } from "../../platform/logging/logger";
import { reportUnexpected } from "../../platform/signals/error-reports";
import { findSession } from "../accounts";
import { catalogueOf } from "../catalogue";
import { documentFaces } from "../documents";
import { customerOf, findPaidLine } from "../invoices";
import { verificationUrl } from "../licences";
import { verifyDownloadToken } from "./download-token";
import { buildZip, readStoreFile, type ZipEntry } from "./download-zip";
import { fontLicenceText } from "./font-licence-text";
import { licenceCertificate } from "./licence-certificate";
import { licenceFiles } from "./licence-files";
import { type WebKitInput, webKit } from "./web-kit/web-kit";

export interface DownloadRouteDeps {
  database: Database;
  env: Env;
  logger: Logger;
  /** The published content's store now: a download reads it once, as it starts. */
  currentStore: () => BuiltStore;
  /** Cuts a web kit's file (on the subset workers, kept with the other subsets). */
  webKitSubset: WebKitInput["subset"];
}

const PREFIX = "/account/download/";
/**
 * Whatever is wrong — token, session, owner, line, path — the answer is the same: a 404 tells
 * the holder of a copied link nothing, not even whether its customer is still signed in.
 */
const notFound = () => jsonResponse(404, { error: "Not found" }, PRIVATE_NO_STORE);

/**
 * GET /account/download/{productId}/{styleId|family}/{licenceType}?token=… (spec 2.1, 7.4;
 * DESIGN 4.8): the ZIP of a line of the token holder's paid invoice — the licensed files, the
 * font's licence text and a licence certificate — while the session that asked for the link
 * is live (ADR 0011).
 */
export function createDownloadRoute(deps: DownloadRouteDeps) {
  const log = deps.logger.child({ component: "downloads" });

  async function serve(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return notFound();
    const url = new URL(request.url);
    const path = pathOf(url.pathname);
    const grant = await verifyDownloadToken(
      deps.env.DOWNLOAD_SECRET,
      url.searchParams.get("token"),
    );
    if (!path || !grant) return notFound();
    // Logout, a password change or reset, or an 11th login ended it: its links end with it.
    if (!(await findSession(deps.database.db, grant.userId, grant.clientId))) return notFound();
    const line = await findPaidLine(deps.database.db, grant);
    if (!line) return notFound();
    const { item, invoice } = line;
    if (
      item.itemType === "goods" ||
      item.productId !== path.productId ||
      (item.styleId ?? "family") !== path.style ||
      item.licenceType !== path.licenceType
    ) {
      return notFound();
    }
    const store = deps.currentStore();
    const font = catalogueOf(store).boughtFont(item.productId);
    // A family licence, or an upgrade to the family, delivers every style.
    const styles = font?.styles.filter((style) => !item.styleId || style.id === item.styleId);
    if (!font || !styles?.length) return notFound();

    const licenceType = item.licenceType as LicenceType;
    const fontName = itemDisplayName({
      itemType: lineKind(item) ?? "style",
      productName: item.productName,
      styleName: item.styleName,
    });
    const entries: ZipEntry[] = await Promise.all(
      styles
        .flatMap((style) => licenceFiles(style, licenceType))
        .map((file) => readStoreFile(storeFilesDir(store), file)),
    );
    const licenceText = await fontLicenceText(
      deps.env.FONT_PACKAGES_DIR,
      font.name,
      styles[0]?.file,
    );
    entries.push({ name: "OFL.txt", data: Buffer.from(licenceText), compress: true });
    if (licenceType === "web") {
      const kit = await webKit({
        family: font.name,
        brand: store.site.brand,
        styles: styles.map((style) => ({
          name: style.name,
          weight: style.weightClass,
          italic: style.italic,
          sourcePath: resolve(storeFilesDir(store), style.files.desktop),
          fileStem: basename(style.files.woff2).replace(/\.woff2$/i, ""),
          version: style.updatedAt ?? style.publishedAt,
        })),
        subset: deps.webKitSubset,
      });
      entries.push(...kit);
    }
    const certificate = await licenceCertificate(
      {
        brand: store.site.brand,
        customer: customerOf(invoice.customer),
        invoiceNumber: invoice.number ?? String(invoice.id),
        date: invoice.paidAt ?? invoice.createdAt,
        fontName,
        styles: styles.map((style) => style.name),
        licenceType,
        licenceSize: item.licenceSize,
        verificationUrl: verificationUrl(deps.env, item.id),
      },
      await documentFaces(store, storeFilesDir(store)),
    );
    entries.push({
      name: `Licence certificate ${invoice.number}.pdf`,
      data: certificate,
      compress: false,
    });

    const folder = `${fontName} ${LICENCE_LABELS[licenceType]}`;
    const archive = await buildZip(folder, entries);
    const fileName = `${font.slug}-${item.styleId ? slugOf(item.styleName ?? item.styleId) : "family"}-${licenceType}.zip`;
    // fflate hands back a plain ArrayBuffer-backed array.
    const body = archive as Uint8Array<ArrayBuffer>;
    return new Response(request.method === "HEAD" ? null : body, {
      status: 200,
      headers: {
        ...PRIVATE_NO_STORE,
        "Content-Type": "application/zip",
        "Content-Length": String(archive.byteLength),
        "Content-Disposition": `attachment; filename="${fileName}"`,
      },
    });
  }

  return {
    handles: (pathname: string) => pathname.startsWith(PREFIX),
    async fetch(request: Request): Promise<Response> {
      try {
        return await serve(request);
      } catch (error) {
        log.error({ err: error }, "a download could not be prepared");
        reportUnexpected(error);
        return jsonResponse(
          500,
          { error: "The download could not be prepared. Please try again later." },
          PRIVATE_NO_STORE,
        );
      }
    },
  };
}

function pathOf(pathname: string) {
  const parts = pathname.slice(PREFIX.length).split("/");
  if (parts.length !== 3) return null;
  try {
    const [productId, style, licenceType] = parts.map((part) => decodeURIComponent(part));
    if (!productId || !style || !licenceType) return null;
    return { productId, style, licenceType };
  } catch {
    return null;
  }
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

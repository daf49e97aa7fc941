import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import { setStoreFilesDir } from "../../platform/content/store-files";
import type { Database } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { selectDraftsFingerprint } from "./drafts-repository";
import { verifyPreviewAccess } from "./preview-access";
import { buildDrafts, draftFiles } from "./publish-drafts";
import type { PublishedContent } from "./published-content";
import { selectCurrentSources } from "./publishing-repository";

/**
 * The drafts as the sites would show them once published: the content service's `preview`
 * environment (spec 7.3, DESIGN 4.12). Built by the content build from the drafts, like a
 * publish, on the first preview read after any draft changed, on whichever replica is asked,
 * and kept until the drafts change again. While nothing differs from the current revision, the
 * preview is that revision's store.
 */
export interface PreviewContent {
  /** The drafts' store: built now if a draft changed since the last one. */
  store(): Promise<BuiltStore>;
  /** A signature for a preview file's path: the font route serves drafts' files only with it. */
  sign(path: string): string;
  verify(path: string, signature: string | null): boolean;
  /** Whether a preview link's token (staff API `previewAccess`) may open a site's draft mode. */
  verifyAccess(token: string): boolean;
}

export interface PreviewDeps {
  database: Database;
  env: Pick<Env, "DATA_DIR" | "CONTENT_CACHE_DIR" | "FONT_PACKAGES_DIR" | "DOWNLOAD_SECRET">;
  logger: Logger;
  published: Pick<PublishedContent, "current">;
}

/** Preview builds kept on disk: the one served and the one before, which a page may still read. */
const KEPT_BUILDS = 2;

export function createPreviewContent(deps: PreviewDeps): PreviewContent {
  const log = deps.logger.child({ component: "preview" });
  let built: { key: string; store: BuiltStore } | null = null;
  let building: { key: string; done: Promise<BuiltStore> } | null = null;
  const dirs: string[] = [];
  let made = 0;

  async function build(key: string): Promise<BuiltStore> {
    const { id, store: current } = deps.published.current();
    // Content fixed at start (tests, benchmarks) has no drafts: it is its own preview.
    if (id === 0) return current;
    const files = await draftFiles(deps.database);
    const sources = await selectCurrentSources(deps.database.db);
    const unchanged =
      files.size === Object.keys(sources).length &&
      [...files].every(([file, { raw }]) => isDeepStrictEqual(sources[file], raw));
    if (unchanged) return current;

    const dir = join(deps.env.DATA_DIR, "preview", `${process.pid}-${++made}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const result = await buildDrafts(deps, files, dir);
    if (!result.ok) {
      await rm(dir, { recursive: true, force: true });
      // The drafts do not build (publishing would say why): the last preview that did, shown.
      log.warn({ errors: result.errors.map((error) => error.message) }, "drafts do not build");
      return built?.store ?? current;
    }
    setStoreFilesDir(result.store, dir);
    dirs.push(dir);
    for (const old of dirs.splice(0, Math.max(0, dirs.length - KEPT_BUILDS))) {
      await rm(old, { recursive: true, force: true });
    }
    log.info({ key }, "preview built");
    return result.store;
  }

  const mac = (path: string) =>
    createHmac("sha256", deps.env.DOWNLOAD_SECRET).update(`preview-file:${path}`).digest();

  return {
    async store() {
      const key = `${deps.published.current().id}:${await selectDraftsFingerprint(deps.database.db)}`;
      if (built?.key === key) return built.store;
      if (building?.key !== key) {
        const done = build(key).then((store) => {
          built = { key, store };
          return store;
        });
        building = { key, done };
        const settled = () => {
          if (building?.done === done) building = null;
        };
        done.then(settled, settled);
      }
      return building.done;
    },
    sign: (path) => mac(path).subarray(0, 18).toString("base64url"),
    verify(path, signature) {
      if (!signature) return false;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(path).subarray(0, 18);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    verifyAccess: (token) => verifyPreviewAccess(deps.env.DOWNLOAD_SECRET, token),
  };
}

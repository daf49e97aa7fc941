import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { checkSources, type SourceError } from "@meridian/content/sources";
import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import { type UserError, userError } from "../../errors";
import type { Database } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { selectFontsLicensed } from "../invoices";
import { type DeployBuild, type FileManifest, manifestOf } from "./content-files";
import { type DraftFile, itemsOfDraftFiles, kindOfFile } from "./draft-files";
import { selectDrafts } from "./drafts-repository";
import { insertBlob, selectCurrentSources, selectStoredHashes } from "./publishing-repository";
import { publishBuild, type RevisionRow } from "./publishing-service";
import { buildStoreOnThread } from "./store-build-thread";
import { draftStyleFiles } from "./upload-files";

export interface PublishDeps {
  database: Database;
  env: Pick<Env, "DATA_DIR" | "CONTENT_CACHE_DIR" | "FONT_PACKAGES_DIR">;
  logger: Logger;
  /** The deploy's build: a built file it holds with the same bytes is not stored again. */
  deploy: Pick<DeployBuild, "holds">;
}

/** A build's problem as a publisher reads it: the file and field, then what is wrong. */
function sourceError(error: SourceError): UserError {
  const where = error.field ? `${error.file}: ${error.field}` : error.file;
  return userError("INVALID_INPUT", where, `${where}: ${error.message}`);
}

/**
 * publish: every draft checked together by the content build's schemas and cross-checks (the
 * errors name each file and field; nothing is published while one is wrong), built as
 * `pnpm content build` builds (fonts and images derived once per content hash, kept in
 * CONTENT_CACHE_DIR), its new files stored by hash, then one transaction makes it the revision
 * every replica serves — refused when another publish came since `basedOn`.
 */
export async function publishDrafts(
  deps: PublishDeps,
  input: { publishedBy: string; summary: string; basedOn: number },
): Promise<{ ok: true; value: RevisionRow } | { ok: false; errors: UserError[] }> {
  const files = await draftFiles(deps.database);
  const kept = await refuseDeletingOwnedFonts(deps.database, files);
  if (kept.length > 0) return { ok: false, errors: kept };
  await mkdir(deps.env.DATA_DIR, { recursive: true });
  const buildDir = await mkdtemp(join(deps.env.DATA_DIR, "publish-"));
  try {
    const built = await buildDrafts(deps, files, buildDir);
    if (!built.ok) return built;
    const hashedAt = performance.now();
    const manifest = await manifestOf(buildDir);
    const storedAt = performance.now();
    await storeNewFiles(deps, buildDir, manifest);
    deps.logger.info(
      {
        hashMs: Math.round(storedAt - hashedAt),
        storeMs: Math.round(performance.now() - storedAt),
        files: Object.keys(manifest).length,
      },
      "drafts stored for publishing",
    );
    return await publishBuild(deps.database, {
      store: built.store,
      sources: Object.fromEntries([...files].map(([file, { raw }]) => [file, raw])),
      files: manifest,
      ...input,
    });
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}

/**
 * Checks and builds the drafts as a publish would and keeps nothing but what that teaches the
 * process (each Markdown text parsed; on the build's thread each file's hash, font data and
 * outlines): run after start, so that this replica's first publish is as quick as its next.
 * Resolves with the files checked.
 */
export async function warmPublishing(
  deps: Pick<PublishDeps, "database" | "env" | "logger">,
): Promise<number> {
  const files = await draftFiles(deps.database);
  await mkdir(deps.env.DATA_DIR, { recursive: true });
  const buildDir = await mkdtemp(join(deps.env.DATA_DIR, "warm-"));
  try {
    await buildDrafts(deps, files, buildDir);
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
  return files.size;
}

/** The drafts not deleted, by file, as the content build reads them. */
export async function draftFiles(database: Database): Promise<Map<string, DraftFile>> {
  const drafts = (await selectDrafts(database.db)).filter((draft) => !draft.deleted);
  return new Map(
    drafts.map((draft) => [draft.file, { kind: kindOfFile(draft.file), raw: draft.raw }]),
  );
}

/**
 * The drafts checked and built as `pnpm content build` builds (fonts and images derived once per
 * content hash, kept in CONTENT_CACHE_DIR) into `buildDir`: a store, or the errors naming each
 * file and field. What publishing and the preview both make.
 */
export async function buildDrafts(
  deps: Pick<PublishDeps, "database" | "env" | "logger">,
  files: Map<string, DraftFile>,
  buildDir: string,
): Promise<{ ok: true; store: BuiltStore } | { ok: false; errors: UserError[] }> {
  const resolveStyleFile = draftStyleFiles(deps.database.db, deps.env);
  const started = performance.now();
  const checked = await checkSources(itemsOfDraftFiles(files), { resolveStyleFile });
  const checkedAt = performance.now();
  if (!checked.ok) return { ok: false, errors: checked.errors.map(sourceError) };
  const built = await buildStoreOnThread(checked.sources, {
    buildDir,
    cacheDir: deps.env.CONTENT_CACHE_DIR,
    resolveStyleFile,
  });
  if (!built.ok) return { ok: false, errors: built.errors.map(sourceError) };
  deps.logger.info(
    {
      checkMs: Math.round(checkedAt - started),
      buildMs: Math.round(performance.now() - checkedAt),
    },
    "drafts built",
  );
  return { ok: true, store: built.store };
}

/**
 * Orders keep their truth (DESIGN 4.12): a font someone holds a licence of stays in the
 * catalogue, hidden if need be, so its owners keep their downloads. Deleting its file is refused.
 */
async function refuseDeletingOwnedFonts(
  database: Database,
  files: Map<string, DraftFile>,
): Promise<UserError[]> {
  const published = await selectCurrentSources(database.db);
  const deleted = Object.entries(published)
    .filter(([file]) => kindOfFile(file) === "fonts" && !files.has(file))
    .map(([file, raw]) => ({ file, ...(raw as { id: string; name: string }) }));
  const owned = await selectFontsLicensed(
    database.db,
    deleted.map((font) => font.id),
  );
  return deleted
    .filter((font) => owned.has(font.id))
    .map((font) =>
      userError(
        "INVALID_INPUT",
        font.file,
        `${font.file}: customers hold licences of ${font.name}. Hide it (hidden: true) rather than delete it, so they keep their downloads.`,
      ),
    );
}

/**
 * Stores the build's files that no replica has otherwise: not in the deploy's build with the
 * same bytes, not stored already.
 */
async function storeNewFiles(deps: PublishDeps, buildDir: string, manifest: FileManifest) {
  const entries = Object.entries(manifest);
  // All looked at once, as manifestOf: one after another they wait out a busy loop's turns.
  const held = await Promise.all(entries.map(([path, hash]) => deps.deploy.holds(path, hash)));
  const outside = entries.filter((_, index) => !held[index]);
  const stored = await selectStoredHashes(
    deps.database.db,
    outside.map(([, hash]) => hash),
  );
  for (const [path, hash] of outside) {
    if (stored.has(hash)) continue;
    await insertBlob(deps.database.db, hash, await readFile(join(buildDir, path)));
    stored.add(hash);
  }
}

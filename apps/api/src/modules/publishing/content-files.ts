import { randomUUID } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, readdir, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileSha256 } from "@meridian/content/file-hash";
import pLimit from "p-limit";

/** A build's files: its relative paths ('fonts/inter/Inter-Regular.woff2') → SHA-256. */
export type FileManifest = Record<string, string>;

/** Files fetched from the database at once: a few of the pool's connections, not all of them. */
const fetching = pLimit(4);

/**
 * Every file under `dir`, by its path relative to it (with '/'), and its SHA-256. Links are
 * followed: a deploy's build may be linked in place, file by file or folder by folder. The
 * files of a folder are looked at all at once: on a busy replica each look waits for a turn of
 * the event loop, and one after another a publish's 460 files took 0.9–1.7 s of them.
 */
export async function manifestOf(dir: string, under = ""): Promise<FileManifest> {
  const names = await readdir(join(dir, under));
  const parts = await Promise.all(
    names.map(async (name): Promise<FileManifest> => {
      const path = under ? `${under}/${name}` : name;
      const info = await stat(join(dir, path));
      if (info.isDirectory()) return manifestOf(dir, path);
      return info.isFile() ? { [path]: await fileSha256(join(dir, path), info) } : {};
    }),
  );
  return Object.assign({}, ...parts);
}

/**
 * Learns the hash of every file under `dir` (the content build's cache, to which a publish's
 * build links its files), so this process's first publish hashes only what is new. Run in the
 * background after start; a file it cannot read is left for the publish to hash.
 */
export async function learnFileHashes(dir: string): Promise<number> {
  try {
    return Object.keys(await manifestOf(dir)).length;
  } catch {
    return 0;
  }
}

/**
 * The deploy's own build: which of its files hold which bytes, learnt once per file and
 * process (by the file itself, so a rebuilt file is hashed again, and a build file linked to the
 * cache's is hashed once for both).
 */
export class DeployBuild {
  constructor(readonly dir: string) {}

  /** Whether the deploy's build holds `path` with exactly these bytes. */
  async holds(path: string, hash: string): Promise<boolean> {
    const file = join(this.dir, path);
    let info: Stats;
    try {
      info = await stat(file);
    } catch {
      return false;
    }
    return info.isFile() && (await fileSha256(file, info)) === hash;
  }
}

export interface RevisionFilesOptions {
  revision: number;
  files: FileManifest;
  deploy: DeployBuild;
  /** This replica's folder for the files it fetched and the folders it made (DATA_DIR). */
  cacheDir: string;
  /** A stored file's bytes, by hash (content_blobs); null when there is none. */
  readBlob(hash: string): Promise<Uint8Array | null>;
}

/**
 * The local folder holding a revision's files: the deploy's build itself when it holds all of
 * them (the first revision, and any publish that changed no file), otherwise a folder of this
 * replica's own, made once per revision, whose files link to the deploy's build where it holds
 * the same bytes and to files fetched from the database by hash elsewhere. A revision of
 * migration 0010 names no files: the deploy's build, as it is.
 */
export async function revisionFilesDir(options: RevisionFilesOptions): Promise<string> {
  const paths = Object.keys(options.files);
  const inDeploy = await Promise.all(
    paths.map((path) => options.deploy.holds(path, options.files[path]!)),
  );
  if (inDeploy.every(Boolean)) return options.deploy.dir;

  const dir = join(options.cacheDir, "revisions", String(options.revision));
  const done = join(dir, ".complete");
  try {
    await stat(done);
    return dir;
  } catch {
    // Not made yet (or made halfway by a process that stopped): made again below.
  }
  const making = `${dir}.${process.pid}.tmp`;
  await rm(making, { recursive: true, force: true });
  // All at once, as manifestOf: the folders first, then a link for each file.
  await Promise.all(
    [...new Set(paths.map((path) => dirname(join(making, path))))].map((folder) =>
      mkdir(folder, { recursive: true }),
    ),
  );
  await Promise.all(
    paths.map(async (path, index) => {
      const target = inDeploy[index]
        ? join(options.deploy.dir, path)
        : await fetching(() => localBlob(options.cacheDir, options.files[path]!, options.readBlob));
      await symlink(target, join(making, path));
    }),
  );
  await writeFile(join(making, ".complete"), "");
  await rm(dir, { recursive: true, force: true });
  await rename(making, dir);
  return dir;
}

/**
 * A blob's local copy in `cacheDir` (this replica's DATA_DIR/content-files), fetched from the
 * database once.
 */
export async function localBlob(
  cacheDir: string,
  hash: string,
  readBlob: (hash: string) => Promise<Uint8Array | null>,
): Promise<string> {
  const file = join(cacheDir, "blobs", hash);
  try {
    await stat(file);
    return file;
  } catch {
    // Not here yet.
  }
  const bytes = await readBlob(hash);
  if (!bytes) throw new Error(`content file ${hash} is in no build and not in the database`);
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return file;
}

import { join } from "node:path";
import { readSourceItems, readStore } from "@meridian/content/store";
import type { Env } from "../../env";
import { DeployBuild } from "./content-files";
import type { PublishedContentOptions } from "./published-content";

/**
 * Where a replica's published content comes from besides the database: the deploy's content
 * build (CONTENT_BUILD_DIR: what an empty database imports, and the files no replica need fetch)
 * and its own folder of files fetched from the database.
 */
export function deployedContent(
  env: Pick<Env, "CONTENT_BUILD_DIR" | "DATA_DIR">,
): Pick<PublishedContentOptions, "deploy" | "seed" | "filesCacheDir"> {
  return {
    deploy: new DeployBuild(env.CONTENT_BUILD_DIR),
    seed: async () => ({
      store: await readStore(env.CONTENT_BUILD_DIR),
      items: await readSourceItems(env.CONTENT_BUILD_DIR),
      filesDir: env.CONTENT_BUILD_DIR,
    }),
    filesCacheDir: join(env.DATA_DIR, "content-files"),
  };
}

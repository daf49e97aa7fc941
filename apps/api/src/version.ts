import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** The API's release version, from its package manifest. */
export const API_VERSION: string = manifest.version;

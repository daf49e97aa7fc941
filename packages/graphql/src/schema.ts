import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const schemaRoot = fileURLToPath(new URL("../schema", import.meta.url));

export type SchemaName = "shop" | "content" | "staff";

/** The SDL files of one schema, in a stable order, as the API builds its executable schema from. */
export function loadSchemaSDL(name: SchemaName): string[] {
  const dir = join(schemaRoot, name);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".graphql"))
    .sort()
    .map((file) => readFileSync(join(dir, file), "utf8"));
}

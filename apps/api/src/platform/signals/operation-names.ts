import { readdirSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The sites' GraphQL documents (packages/graphql/documents): one operation per file, named as
 * the file (guarded by that package's documents.test.ts). Their names are the only operation
 * names metrics and error reports use; any other a client sends is `other`, so no client can
 * make a label per request.
 */
const documentsDir = fileURLToPath(
  new URL("../../../../../packages/graphql/documents", import.meta.url),
);

export const OTHER_OPERATION = "other";

/** The operation names of the sites' documents (fragments are not operations). */
export function readOperationNames(dir = documentsDir): ReadonlySet<string> {
  return new Set(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".graphql") && !file.endsWith(".fragment.graphql"))
      .map((file) => basename(file, ".graphql")),
  );
}

/** The name metrics and reports give an operation: its own when the sites know it. */
export function operationLabel(
  name: string | null | undefined,
  known: ReadonlySet<string>,
): string {
  return name && known.has(name) ? name : OTHER_OPERATION;
}

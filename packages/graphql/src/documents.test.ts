// Guards the document conventions of STYLE.md: one operation per file, named as the file;
// fragment files hold one fragment of the file's name; every document valid against its schema
// (content/ against the content service, the other modules against the shop API).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildASTSchema, type DefinitionNode, Kind, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { loadSchemaSDL } from "./schema";

const root = fileURLToPath(new URL("../documents", import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const documents = files(root)
  .filter((file) => file.endsWith(".graphql"))
  .map((file) => ({
    path: relative(root, file),
    schema: relative(root, file).startsWith("content/") ? ("content" as const) : ("shop" as const),
    definitions: parse(readFileSync(file, "utf8")).definitions,
  }));

const nameOf = (definition: DefinitionNode) =>
  "name" in definition ? definition.name?.value : undefined;

describe("client documents", () => {
  it.each(documents.map((document) => [document.path, document] as const))(
    "%s holds one definition named as the file",
    (path, { definitions }) => {
      expect(definitions).toHaveLength(1);
      const [definition] = definitions;
      const fragment = path.endsWith(".fragment.graphql");
      expect(definition?.kind).toBe(
        fragment ? Kind.FRAGMENT_DEFINITION : Kind.OPERATION_DEFINITION,
      );
      const fileName = path
        .split("/")
        .at(-1)
        ?.replace(/(\.fragment)?\.graphql$/, "");
      expect(nameOf(definition!)).toBe(fileName);
      expect(fileName).not.toMatch(/Fragment$/);
    },
  );

  it.each(["shop", "content"] as const)("are valid against the %s schema", (name) => {
    const schema = buildASTSchema(parse(loadSchemaSDL(name).join("\n")));
    const definitions = documents
      .filter((document) => document.schema === name)
      .flatMap((document) => document.definitions);
    const errors = validate(schema, { kind: Kind.DOCUMENT, definitions });
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});

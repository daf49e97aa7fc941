import { buildASTSchema, GraphQLEnumType, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "./errors";
import { loadSchemaSDL, type SchemaName } from "./schema";

describe("error codes", () => {
  it.each<SchemaName>(["shop", "staff"])(
    "the %s schema's ErrorCode enum lists exactly the codes the code knows",
    (name) => {
      const schema = buildASTSchema(parse(loadSchemaSDL(name).join("\n")));
      const errorCode = schema.getType("ErrorCode");
      expect(errorCode).toBeInstanceOf(GraphQLEnumType);
      const values = (errorCode as GraphQLEnumType).getValues().map((value) => value.name);
      expect(values.sort()).toEqual([...ERROR_CODES].sort());
    },
  );
});

import { buildASTSchema, GraphQLEnumType, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "./errors";
import { loadSchemaSDL } from "./schema";

describe("error codes", () => {
  it("the shop schema's ErrorCode enum lists exactly the codes the code knows", () => {
    const schema = buildASTSchema(parse(loadSchemaSDL("shop").join("\n")));
    const errorCode = schema.getType("ErrorCode");
    expect(errorCode).toBeInstanceOf(GraphQLEnumType);
    const values = (errorCode as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values.sort()).toEqual([...ERROR_CODES].sort());
  });
});

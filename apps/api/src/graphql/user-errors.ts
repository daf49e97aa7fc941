import type { UserError } from "@meridian/graphql/errors";
import type { z } from "zod";

/** Turns a zod failure into payload errors, one per problem, each naming its field. */
export function toUserErrors(error: z.ZodError): UserError[] {
  return error.issues.map((issue) => ({
    code: "INVALID_INPUT",
    field: issue.path.map(String).join(".") || null,
    message: issue.message,
  }));
}

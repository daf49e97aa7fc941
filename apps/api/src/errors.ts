import type { ErrorCode } from "@meridian/graphql/errors";
import type { z } from "zod";

/**
 * The errors services raise (DESIGN 7.1): what a caller can fix, as plain values — a code of the
 * shared list, the field at fault, a message — with nothing of GraphQL in them, so a service
 * never imports the transport. The resolvers return them in their payload's `errors` (the
 * schema's `UserError` has this shape); one way to make them, one way to refuse from inside a
 * transaction.
 */
export interface UserError {
  code: ErrorCode;
  field?: string | null;
  message: string;
  data?: string | null;
}

export function userError(code: ErrorCode, field: string | null, message: string): UserError {
  return { code, field, message };
}

/** Turns a zod failure into payload errors, one per problem, each naming its field. */
export function toUserErrors(error: z.ZodError): UserError[] {
  return error.issues.map((issue) => ({
    code: "INVALID_INPUT",
    field: issue.path.map(String).join(".") || null,
    message: issue.message,
  }));
}

/**
 * Carries payload errors out of a transaction: throwing it rolls the transaction back, so a
 * refused call writes nothing (DESIGN 7.2), and `refusable` turns it back into the errors.
 */
export class Refusal extends Error {
  constructor(readonly errors: UserError[]) {
    super(errors.map((error) => error.message).join("; "));
  }
}

/** A call's arguments as `schema` reads them; a Refusal naming each bad field otherwise. */
export function parseArguments<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const result = schema.safeParse(args);
  if (!result.success) throw new Refusal(toUserErrors(result.error));
  return result.data;
}

/** Runs `work`; a Refusal becomes its errors, anything else is unexpected and rethrown. */
export async function refusable<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; errors: UserError[] }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, errors: error.errors };
    throw error;
  }
}

import type { ErrorCode, UserError } from "@meridian/graphql/errors";

/**
 * Carries payload errors out of a transaction: throwing it rolls the transaction back, so a
 * refused call writes nothing (DESIGN 7.2), and the service turns it back into the payload.
 */
export class Refusal extends Error {
  constructor(readonly errors: UserError[]) {
    super(errors.map((error) => error.message).join("; "));
  }
}

export function userError(code: ErrorCode, field: string | null, message: string): UserError {
  return { code, field, message };
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

import { z } from "zod";
import type { Env } from "../../env";
import type { ViesNumber } from "./vat-number";

/** What VIES said about a number; `unavailable` when it could not say (DESIGN 4.11). */
export type ViesAnswer =
  | {
      kind: "valid";
      /** The registered name and address; null where the member state does not give them. */
      name: string | null;
      address: string | null;
      /** VIES's consultation number: only when the request names a requester. */
      requestId: string | null;
    }
  | { kind: "invalid" }
  | { kind: "unavailable"; reason: string };

export type ViesConfig = Pick<Env, "VIES_URL" | "VIES_TIMEOUT_MS" | "VIES_REQUESTER_VAT_NUMBER">;

/** POST /check-vat-number's answer (VIES REST API). */
const checkAnswer = z.object({
  valid: z.boolean(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  requestIdentifier: z.string().nullish(),
});

/** VIES's errors: HTTP 200 or 4xx/5xx with `actionSucceed: false` and the error codes. */
const errorAnswer = z.object({
  actionSucceed: z.literal(false),
  errorWrappers: z.array(z.object({ error: z.string() })).default([]),
});

/** VIES writes '---' (or nothing) where a member state keeps the name or address to itself. */
const given = (value: string | null | undefined) => {
  const text = value?.trim();
  return text && text !== "---" ? text : null;
};

function requester(config: ViesConfig) {
  const number = config.VIES_REQUESTER_VAT_NUMBER;
  return number
    ? { requesterMemberStateCode: number.slice(0, 2), requesterNumber: number.slice(2) }
    : {};
}

/**
 * Asks VIES's REST service whether a number is registered, waiting VIES_TIMEOUT_MS at most.
 * Every way it can fail — no answer in time, a refused connection, 5xx, an unreadable body,
 * a member state or the service unavailable, too many requests — is `unavailable`, never an
 * exception: the order goes on with VAT charged. An INVALID_INPUT error means the number.
 */
export async function askVies(config: ViesConfig, vat: ViesNumber): Promise<ViesAnswer> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${config.VIES_URL}/check-vat-number`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        countryCode: vat.countryCode,
        vatNumber: vat.number,
        ...requester(config),
      }),
      signal: AbortSignal.timeout(config.VIES_TIMEOUT_MS),
    });
    body = await response.json();
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") {
      return { kind: "unavailable", reason: `no answer within ${config.VIES_TIMEOUT_MS} ms` };
    }
    if (error instanceof SyntaxError) return { kind: "unavailable", reason: "not JSON" };
    return { kind: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  }
  const failed = errorAnswer.safeParse(body);
  if (failed.success) {
    const codes = failed.data.errorWrappers.map((wrapper) => wrapper.error);
    if (codes.includes("INVALID_INPUT")) return { kind: "invalid" };
    return { kind: "unavailable", reason: codes.join(", ") || `HTTP ${response.status}` };
  }
  const answer = checkAnswer.safeParse(body);
  if (!response.ok || !answer.success) {
    return { kind: "unavailable", reason: `HTTP ${response.status}, unexpected answer` };
  }
  if (!answer.data.valid) return { kind: "invalid" };
  return {
    kind: "valid",
    name: given(answer.data.name),
    address: given(answer.data.address),
    requestId: given(answer.data.requestIdentifier),
  };
}

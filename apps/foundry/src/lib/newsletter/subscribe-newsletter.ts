import "server-only";
import { SubscribeNewsletterDocument } from "@meridian/graphql/client";
import { traceHeaders } from "@meridian/next-config/trace-headers";
import { Client, fetchExchange } from "urql";
import { env } from "../../env";
import type { SubscribeRequest } from "./newsletter-schema";
import { NEWSLETTER_TEXTS } from "./newsletter-texts";

export type SubscribeOutcome = { ok: true } | { ok: false; status: number; error: string };

/** HTTP statuses for the API's payload error codes (DESIGN 4.9: 4xx with the message). */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  INVALID_INPUT: 400,
  ALREADY_EXISTS: 409,
  RATE_LIMITED: 429,
};

/**
 * Stores the subscriber through the shop API's SubscribeNewsletter (DESIGN 4.9). The visitor's
 * address goes along as X-Forwarded-For, so the API's per-address rate limit counts the
 * visitor rather than this server (the API believes it only from its trusted proxies), with
 * the request's id and trace, so the API logs the call under the visitor's request.
 */
export async function subscribeNewsletter(
  request: SubscribeRequest,
  forwardedFor: string | null,
): Promise<SubscribeOutcome> {
  const client = new Client({
    url: new URL("/graphql", env.API_URL).toString(),
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: "network-only",
    fetchOptions: {
      headers: {
        ...(await traceHeaders()),
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
    },
  });
  const result = await client.mutation(SubscribeNewsletterDocument, request).toPromise();
  const payload = result.data?.subscribeNewsletter;
  if (!payload) {
    console.error("SubscribeNewsletter failed", result.error?.message);
    return { ok: false, status: 502, error: NEWSLETTER_TEXTS.failedWithoutReason };
  }
  const [first] = payload.errors;
  if (first) {
    return { ok: false, status: STATUS_BY_CODE[first.code] ?? 400, error: first.message };
  }
  return payload.subscribed
    ? { ok: true }
    : { ok: false, status: 502, error: NEWSLETTER_TEXTS.failedWithoutReason };
}

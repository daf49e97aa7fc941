import { continueTrace, REQUEST_ID_HEADER, TRACEPARENT_HEADER } from "@meridian/request-id";
import { headers } from "next/headers";

/**
 * The headers a server-side call to the API sends so that the API logs it under the visitor's
 * request: the request's `x-request-id` (given by the sites' server or proxy) and a new span of
 * its trace. Only for uncached calls: Next keys its data cache by the request's headers, so a
 * per-request header would turn every cached read into a miss.
 */
export async function traceHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const requestId = incoming.get(REQUEST_ID_HEADER);
  return {
    ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
    [TRACEPARENT_HEADER]: continueTrace(incoming.get(TRACEPARENT_HEADER)),
  };
}

import { jsonResponse } from "./json-response";

/** Methods whose body the API never reads: nothing to limit. */
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

function tooLarge(request: Request, limitBytes: number): Response {
  const size =
    limitBytes >= 1_048_576
      ? `${Math.round((limitBytes / 1_048_576) * 10) / 10} MB`
      : `${Math.round(limitBytes / 1024)} KB`;
  const message = `The request body is larger than ${size}.`;
  // GraphQL callers read `errors`; the API's other routes answer `{ error }`.
  const body = new URL(request.url).pathname.endsWith("graphql")
    ? { errors: [{ message, extensions: { code: "PAYLOAD_TOO_LARGE" } }] }
    : { error: message };
  // The connection closes: the rest of the body is never read.
  return jsonResponse(413, body, { Connection: "close" });
}

/**
 * The request with its body read into memory, or a 413 once it passes `limitBytes`. A declared
 * Content-Length over the limit is refused before a byte is read; a chunked body is counted as
 * it arrives and refused the moment it passes. The whole body is at most `limitBytes`, so
 * holding it is cheap, and every route (GraphQL, the content service, the Stripe webhook that
 * verifies the raw bytes) reads the same copy.
 */
export async function withBodyLimit(
  request: Request,
  limitBytes: number,
): Promise<Request | Response> {
  if (BODILESS.has(request.method) || !request.body) return request;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limitBytes) return tooLarge(request, limitBytes);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel();
      return tooLarge(request, limitBytes);
    }
    chunks.push(value);
  }
  // Built from its parts: the HTTP server's requests are @whatwg-node's own Request class,
  // which the global Request does not accept as its input.
  return new Request(request.url, {
    method: request.method,
    headers: [...request.headers.entries()],
    body: Buffer.concat(chunks),
  });
}

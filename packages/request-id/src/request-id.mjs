/**
 * One request, followed from a site to the database. The first of our servers that a request
 * reaches (a site's HTTP server, or the API when it is called directly) gives it an id and a
 * W3C trace context; every later hop passes both on in headers, logs them on each line and
 * reports them with any error.
 *
 * An id that arrives from outside is kept when it is short and plain (a load balancer's or a
 * caller's own id, so their logs and ours meet); anything else is replaced, so a client can
 * never write arbitrary text into the logs.
 */

export const REQUEST_ID_HEADER = "x-request-id";
export const TRACEPARENT_HEADER = "traceparent";

const PLAIN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** `version-traceid-parentid-flags`, lowercase hex; all-zero ids are invalid (W3C Trace Context). */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/**
 * Random bytes drawn 4 KB at a time, as Node's own `randomUUID` buffers them: each request takes
 * 24 (a trace and a span id), and one `getRandomValues` call costs a system call.
 */
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let used = 0;

function randomHex(bytes) {
  if (used + bytes > pool.length) {
    pool = globalThis.crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  let hex = "";
  for (const byte of pool.subarray(used, used + bytes)) hex += HEX[byte];
  used += bytes;
  return hex;
}

/** The incoming id when it is plain text of 8 to 128 characters, else a new UUID. */
export function acceptRequestId(incoming) {
  const value = typeof incoming === "string" ? incoming.trim() : undefined;
  return value && PLAIN_ID.test(value) ? value : globalThis.crypto.randomUUID();
}

/** The trace a `traceparent` header names, or null when it is absent or malformed. */
export function parseTraceparent(header) {
  const match = typeof header === "string" ? TRACEPARENT.exec(header.trim()) : null;
  if (!match) return null;
  const [, version, traceId, parentId, flags] = match;
  if (version === "ff" || /^0+$/.test(traceId) || /^0+$/.test(parentId)) return null;
  return { traceId, parentId, flags };
}

/**
 * The `traceparent` this hop sends on: the incoming trace with a new span of its own, or a new
 * sampled trace when none (or a malformed one) came in.
 */
export function continueTrace(header) {
  const parent = parseTraceparent(header);
  const traceId = parent?.traceId ?? randomHex(16);
  const flags = parent?.flags ?? "01";
  return `00-${traceId}-${randomHex(8)}-${flags}`;
}

/**
 * The request id and trace of a request whose headers are `get`-able (a Fetch `Headers`) or a
 * Node header object: what to log and what to send on.
 */
export function requestContext(headers) {
  const read = (name) => {
    if (typeof headers.get === "function") return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const requestId = acceptRequestId(read(REQUEST_ID_HEADER));
  const traceparent = continueTrace(read(TRACEPARENT_HEADER));
  return { requestId, traceparent, traceId: traceparent.slice(3, 35) };
}

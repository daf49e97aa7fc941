/**
 * The pages a site sends for any cache to keep (SHARED_CACHE_CONTROL: rendered once per content
 * revision, ADR 0039), kept in this process as they were sent — status, headers and the bytes,
 * compressed as the browser asked — and sent again as they are to the next request that would
 * get the very same answer (issue 44). Next keeps the rendered page, but sending it again costs
 * its ETag (a hash of the whole document, in JavaScript), the conversions of a 400 KB string and
 * Brotli each time; a kept response costs one write.
 *
 * The same answer: the same content revision (the one the site's proxy renders the page for,
 * read where content-revision.ts keeps it), method, URL less its tracking parameters (which the
 * proxy leaves out of the page too: tracking-parameters.mjs), the headers of client navigation
 * that Next varies its answer on, Accept-Encoding as sent and the scheme a proxy in front saw. A
 * publish changes the revision, so nothing kept outlives it. Only a 200 that Next sent from its
 * cache (`x-nextjs-cache: HIT`), marked SHARED_CACHE_CONTROL and setting no cookie is kept,
 * never for a staff preview (Next's draft-mode cookie), and at most KEPT_RESPONSES of them
 * holding KEPT_BYTES together, the least recently sent going first. The first answer kept for
 * a new revision lets every answer of the one before go at once; an answer that ends after its
 * revision has gone is not kept.
 */
import { SHARED_CACHE_CONTROL } from "./shared-cache-control.mjs";
import { withoutTracking } from "./tracking-parameters.mjs";

/** How many answers are kept: every public page of a site in its usual forms, with room. */
export const KEPT_RESPONSES = 256;

/**
 * The bytes the kept answers' bodies may hold together, beside the site's heap (384 MB): a font
 * page is some 400 KB as sent uncompressed, 40 KB compressed.
 */
export const KEPT_BYTES = 48 * 1024 * 1024;

/** Where content-revision.ts keeps the revision this process knows (one per process). */
const REVISION_WATCH = Symbol.for("@meridian/next-config/content-revision");

/**
 * The request headers a kept page's answer depends on, beside its URL: those of client
 * navigation and the encoding (nginx keys on these too), and the scheme a proxy in front saw,
 * on which the page's policy asks to upgrade requests or not (site-proxy.ts).
 */
const VARYING = [
  "rsc",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-router-state-tree",
  "accept-encoding",
  "x-forwarded-proto",
];

/** Headers that belong to one response, not to the page: each answer gets its own. */
const OWN_HEADERS = new Set([
  "date",
  "x-request-id",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

function knownRevision() {
  return globalThis[REVISION_WATCH]?.revision;
}

/** The key of the answer `request` gets, or undefined when it is not one to keep or send kept. */
function keyOf(request, revision) {
  if (revision === undefined) return undefined;
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.headers.cookie?.includes("__prerender_bypass")) return undefined;
  const varying = VARYING.map((name) => request.headers[name] ?? "").join("|");
  const url = request.url ?? "";
  const mark = url.indexOf("?");
  const page = mark < 0 ? url : `${url.slice(0, mark)}${withoutTracking(url.slice(mark))}`;
  return `${revision} ${page}|${varying}`;
}

/**
 * A store of answers (`createKeptResponses()` once per server): `answer` sends a kept one and
 * says whether it did; `keep` watches a response being sent and keeps it if it may. `keep` must
 * wrap the response before compression does, so that it sees the bytes that go out.
 */
export function createKeptResponses({
  limit = KEPT_RESPONSES,
  maxBytes = KEPT_BYTES,
  revision = knownRevision,
} = {}) {
  const kept = new Map();
  /** The bytes of every body in `kept`. */
  let bytes = 0;
  /** The revision of every answer in `kept`. */
  let keptRevision;

  function answer(request, response) {
    const key = keyOf(request, revision());
    const entry = key && kept.get(key);
    if (!entry) return false;
    kept.delete(key);
    kept.set(key, entry);
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    const etag = entry.headers.get("etag");
    if (etag !== undefined && request.headers["if-none-match"] === etag) {
      // As script-hashes.mjs answers a 304: the browser keeps the policy it has.
      response.removeHeader("content-security-policy");
      response.removeHeader("content-type");
      response.removeHeader("content-encoding");
      response.writeHead(304);
      response.end();
      return true;
    }
    response.setHeader("content-length", entry.body.length);
    response.writeHead(200);
    response.end(request.method === "HEAD" ? undefined : entry.body);
    return true;
  }

  function keep(request, response) {
    const keyRevision = revision();
    const key = request.method === "GET" ? keyOf(request, keyRevision) : undefined;
    if (!key) return;
    const chunks = [];
    const write = response.write;
    const end = response.end;
    // Decided at the first bytes, when the status and headers are set: nothing else is held.
    let keeping;
    const collect = (chunk, encoding) => {
      keeping ??= keepable(response);
      if (!keeping || chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"),
      );
    };
    response.write = function keptWrite(chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function keptEnd(chunk, encoding, callback) {
      collect(chunk, encoding);
      const result = end.call(this, chunk, encoding, callback);
      if (keeping) store(key, keyRevision, response, Buffer.concat(chunks));
      return result;
    };
  }

  function store(key, keyRevision, response, body) {
    if (keyRevision !== revision()) return;
    if (keyRevision !== keptRevision) {
      kept.clear();
      bytes = 0;
      keptRevision = keyRevision;
    }
    if (body.length > maxBytes) return;
    const headers = new Map();
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (!OWN_HEADERS.has(name)) headers.set(name, value);
    }
    forget(key);
    kept.set(key, { headers, body });
    bytes += body.length;
    while (kept.size > limit || bytes > maxBytes) forget(kept.keys().next().value);
  }

  function forget(key) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.body.length;
  }

  return {
    answer,
    keep,
    get size() {
      return kept.size;
    },
  };
}

/**
 * A page Next sent from its cache (not the render that filled it, which may lack the ETag), for
 * any cache to keep, that sets no cookie.
 */
function keepable(response) {
  return (
    response.statusCode === 200 &&
    response.getHeader("x-nextjs-cache") === "HIT" &&
    response.getHeader("cache-control") === SHARED_CACHE_CONTROL &&
    response.getHeader("set-cookie") === undefined
  );
}

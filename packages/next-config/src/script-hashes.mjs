/**
 * A cached page's Content Security Policy names its scripts by hash (issue 44, ADR 0039): the
 * same HTML goes to every visitor, so no nonce can be in it. The sites' server reads the page it
 * is about to send and adds to the policy's `script-src` the SHA-256 of each inline script Next
 * wrote (its data calls: no other inline script) and the integrity hash of each of Next's build
 * files it loads. Next gives its bootstrap scripts
 * their integrity (`experimental.sri`), but React writes the scripts of client components
 * without one: the server adds it from the build's integrity manifest (`withChunkIntegrity`).
 * With 'strict-dynamic' in the policy nothing else runs but what those scripts load.
 *
 * Plain JavaScript: the sites' production server (site-http-server.mjs) runs without a loader.
 */
import { createHash } from "node:crypto";
import { attribute } from "./html-attribute.mjs";
import { withScriptsAfterPaint } from "./scripts-after-paint.mjs";

/** Every `<script>` element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The `type` values under which a browser runs a script; any other (JSON-LD) is data. */
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * The inline scripts Next writes into a page, each one call whose argument is data: the RSC
 * payload's chunks (`self.__next_f.push([1,"…"])`, the first of which makes the array) and
 * Turbopack's list of the page's chunks. Markup of any other kind that reached the HTML — a hole
 * in escaping content, say — is named by no hash and does not run.
 */
const FRAMEWORK_CALLS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
];

/** Whether an inline script is one of Next's calls with nothing but JSON in its parentheses. */
function isFrameworkData(text) {
  for (const call of FRAMEWORK_CALLS) {
    const argument = call.exec(text)?.[1];
    if (argument === undefined) continue;
    try {
      JSON.parse(argument);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The CSP sources that let the scripts in `html` run, in order of appearance and each once:
 * `'sha256-…'` of an inline script's text as the browser reads it (the bytes between the tags)
 * when it is one of Next's data calls (FRAMEWORK_CALLS), and for an external script that is one
 * of Next's build files with the build's own integrity (`manifest`, as withChunkIntegrity), that
 * hash. Any other script gets no source — an inline one of another shape, an external one
 * without integrity, from elsewhere, or with an integrity the build does not know (markup that
 * reached the page could name its own): under 'strict-dynamic' it is blocked, and the
 * end-to-end checks say so.
 */
export function scriptSources(html, manifest) {
  const sources = new Set();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    const src = attribute(attributes, "src");
    if (src !== undefined) {
      const file = BUILD_FILE.exec(src)?.[1];
      const hash = file === undefined ? undefined : manifest[file];
      const integrity = (attribute(attributes, "integrity") ?? "").split(/\s+/);
      if (hash !== undefined && integrity.includes(hash)) sources.add(`'${hash}'`);
      continue;
    }
    if (!isFrameworkData(text)) continue;
    sources.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/** The path of one of Next's build files, as the integrity manifest names it (`static/…`). */
const BUILD_FILE = /^\/_next\/(static\/[^"?#]+)/;

/** A `<script src>` or `<link rel=preload as=script href>` of one of Next's build files. */
const CHUNK_TAG =
  /<(script|link)\b([^>]*?)\b(src|href)="(\/_next\/(static\/[^"?#]+)[^"]*)"([^>]*)>/g;

/**
 * The page with `integrity` on each tag that loads one of Next's build files without it, from
 * the build's manifest (`.next/server/subresource-integrity-manifest.json`: `static/…` → hash).
 * A preload gets it too: a preload and its script must agree for the browser to use the one.
 */
export function withChunkIntegrity(html, manifest) {
  return html.replace(CHUNK_TAG, (tag, name, before, _attribute, _url, file, after) => {
    const hash = manifest[file];
    if (!hash || /\bintegrity=/.test(before + after)) return tag;
    if (name === "link" && attribute(before + after, "as") !== "script") return tag;
    return `${tag.slice(0, -1).replace(/\/$/, "")} integrity="${hash}">`;
  });
}

/**
 * Whether a policy waits for its page's hashes: it allows what running scripts load
 * ('strict-dynamic') and names no nonce. The hashes it may name are the site's own fixed inline
 * scripts (the studio's theme script); the page's are added to them.
 */
export function awaitsScriptHashes(policy) {
  const scriptSrc = directive(policy, "script-src");
  if (!scriptSrc?.includes("'strict-dynamic'")) return false;
  return !scriptSrc.some((source) => source.startsWith("'nonce-"));
}

/** The policy with `sources` added to its `script-src`, each that it does not name already. */
export function withScriptHashes(policy, sources) {
  const named = new Set(directive(policy, "script-src") ?? []);
  const added = sources.filter((source) => !named.has(source));
  if (added.length === 0) return policy;
  return policy
    .split(";")
    .map((part) => {
      const trimmed = part.trim();
      return /^script-src(\s|$)/i.test(trimmed) ? `${trimmed} ${added.join(" ")}` : trimmed;
    })
    .join("; ");
}

function directive(policy, name) {
  for (const part of policy.split(";")) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return undefined;
}

/**
 * Holds back the HTML of a response whose policy awaits its hashes (awaitsScriptHashes) until
 * it ends, then gives Next's build files their integrity (withChunkIntegrity), adds the hashes of
 * its scripts to the policy and sends it whole. Installed after the compression middleware, so
 * it reads what Next wrote and compression gets the whole page. A page with an ETag (a kept
 * one) is worked out once and remembered by the tag (`hashed`). Any other response passes
 * through untouched. `manifest` is the build's integrity manifest. `discard()` drops what is
 * held, for a page that failed before it ended: what follows goes out as written.
 */
export function hashPageScripts(response, manifest) {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
  };
  /** undefined until the first write decides; then true while holding the page. */
  let holding;
  /** writeHead's status (and reason) when held. */
  let head;
  const chunks = [];

  const decide = (statusCode = response.statusCode) => {
    if (holding !== undefined) return holding;
    if (statusCode === 304) {
      // The browser keeps the headers it has and takes the ones a 304 brings: a policy here,
      // without the hashes of the page it kept, would block every script of that page.
      response.removeHeader("content-security-policy");
      holding = false;
      return holding;
    }
    const type = String(response.getHeader("content-type") ?? "");
    const policy = response.getHeader("content-security-policy");
    holding =
      type.startsWith("text/html") && typeof policy === "string" && awaitsScriptHashes(policy);
    return holding;
  };

  response.writeHead = function writeHead(statusCode, reason, headers) {
    const fields = typeof reason === "object" ? reason : headers;
    // Headers given here are set as if by setHeader, so that the decision can read them.
    if (fields && !Array.isArray(fields)) {
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined) response.setHeader(name, value);
      }
    }
    const message = typeof reason === "string" ? reason : undefined;
    if (!decide(statusCode)) return original.writeHead.call(response, statusCode, message);
    head = [statusCode, message];
    return response;
  };

  response.write = function write(chunk, encoding, callback) {
    if (!decide()) return original.write.call(response, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  };

  response.end = function end(chunk, encoding, callback) {
    if (!decide()) return original.end.call(response, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      chunks.push(toBuffer(chunk, encoding));
    }
    const done = [chunk, encoding, callback].find((value) => typeof value === "function");
    const { body, sources } = hashed(response, Buffer.concat(chunks), manifest);
    const policy = String(response.getHeader("content-security-policy"));
    response.setHeader("content-security-policy", withScriptHashes(policy, sources));
    if (response.hasHeader("content-length")) response.setHeader("content-length", body.length);
    // From here on the response goes out as written: Node's own end() calls writeHead.
    holding = false;
    if (head) original.writeHead.call(response, head[0], head[1]);
    return original.end.call(response, body, done);
  };

  return {
    discard() {
      chunks.length = 0;
      head = undefined;
      holding = false;
    },
  };
}

/**
 * How many pages are remembered hashed, by their ETag: the pages kept for a revision that are
 * asked for most, each about as large as its HTML (a font page: 400 KB).
 */
const REMEMBERED = 64;
const remembered = new Map();

/**
 * The page with its build files' integrity, and its scripts' sources. A page with an ETag (one
 * Next keeps) is worked out once and remembered, the least recently used forgotten first.
 */
function hashed(response, raw, manifest) {
  const etag = response.getHeader("etag");
  const key = typeof etag === "string" ? `${etag}:${raw.length}` : undefined;
  const known = key === undefined ? undefined : remembered.get(key);
  if (known) {
    remembered.delete(key);
    remembered.set(key, known);
    return known;
  }
  const { html, source } = withScriptsAfterPaint(
    withChunkIntegrity(raw.toString("utf8"), manifest),
  );
  const sources = scriptSources(html, manifest);
  if (source !== undefined) sources.push(source);
  const page = { body: Buffer.from(html, "utf8"), sources };
  if (key !== undefined) {
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value);
    remembered.set(key, page);
  }
  return page;
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) {
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  return Buffer.from(String(chunk), typeof encoding === "string" ? encoding : "utf8");
}

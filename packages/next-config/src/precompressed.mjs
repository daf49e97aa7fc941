/**
 * The browser files a site's build leaves in `.next/static` (scripts and stylesheets, named by
 * their content and cached for a year) are compressed once, at build time, with Brotli at its
 * highest quality — some 10% smaller than the quality the server can afford per request (a
 * framework chunk: 69 KB at quality 5, 63 KB at 11) — and served from that copy. Next serves the
 * `.br` file itself, with its caching and security headers; the server only points the request
 * at it and names what it is (ADR 0028).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import Negotiator from "negotiator";

/** What a precompressed file is, by its extension: the types Next gives them. */
const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/** Below this, a file's Brotli copy would save a few bytes and cost a file. */
const SMALLEST = 1024;

const STATIC_PATH = "/_next/static/";

/** The files under `dir`, as paths relative to it with `/` between folders. */
function filesUnder(dir, folder = "") {
  return readdirSync(join(dir, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return filesUnder(dir, `${folder}${entry.name}/`);
    return entry.isFile() ? [`${folder}${entry.name}`] : [];
  });
}

const compress = promisify(brotliCompress);

/**
 * Writes `<file>.br` beside each script and stylesheet of `staticDir` of 1 KB or more (quality
 * 11, the window as large as the file needs). Returns how many it wrote.
 */
export async function precompress(staticDir) {
  const files = filesUnder(staticDir).filter((file) => extname(file) in TYPES);
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(join(staticDir, file));
      if (bytes.length < SMALLEST) return;
      const encoded = await compress(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      writeFileSync(join(staticDir, `${file}.br`), encoded);
      written++;
    }),
  );
  return written;
}

/** The files of `staticDir` that have a Brotli copy (`chunks/abc.js` for `chunks/abc.js.br`). */
export function findPrecompressed(staticDir) {
  let files;
  try {
    files = filesUnder(staticDir);
  } catch {
    return new Set();
  }
  return new Set(
    files
      .filter((file) => file.endsWith(".br") && extname(file.slice(0, -3)) in TYPES)
      .map((file) => file.slice(0, -3)),
  );
}

/**
 * For a GET or HEAD of a static file that has a Brotli copy, from a browser that takes Brotli:
 * points the request at the copy and says what it holds. The answer varies by Accept-Encoding
 * either way. Returns whether it did.
 */
export function preferPrecompressed(request, response, path, precompressed) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!path?.startsWith(STATIC_PATH)) return false;
  const file = path.slice(STATIC_PATH.length);
  if (!precompressed.has(file)) return false;
  response.setHeader("Vary", "Accept-Encoding");
  if (new Negotiator(request).encoding(["br", "identity"]) !== "br") return false;
  request.url = `${path}.br${request.url.slice(path.length)}`;
  response.setHeader("Content-Type", TYPES[extname(file)]);
  // Set before Next writes, so the compression middleware leaves the answer as it is.
  response.setHeader("Content-Encoding", "br");
  return true;
}

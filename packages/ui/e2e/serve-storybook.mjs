// Serves the static Storybook build (storybook-static/) on 127.0.0.1:3106 for the smoke test.
// Files only, by path; the query string is ignored, so a font URL such as
// /fonts/inter/Inter-Regular.woff2?subset=latin-basic finds its file when the build copied the
// catalogue's fonts in, and answers 404 when it did not.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../storybook-static/", import.meta.url));
const port = Number(process.env.PORT ?? 3106);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

function fileFor(url) {
  const pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
  const path = normalize(join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname));
  if (!path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

createServer((request, response) => {
  const path = request.method === "GET" || request.method === "HEAD" ? fileFor(request.url) : null;
  if (!path) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  response.writeHead(200, {
    "content-type": TYPES[extname(path)] ?? "application/octet-stream",
    // The build does not change while the server runs: each test's browser fetches a file once.
    "cache-control": "max-age=3600",
  });
  if (request.method === "HEAD") response.end();
  else createReadStream(path).pipe(response);
}).listen(port, "127.0.0.1", () => {
  process.stdout.write(`Storybook (static) on http://127.0.0.1:${port}\n`);
});

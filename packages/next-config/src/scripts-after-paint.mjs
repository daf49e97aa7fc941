/**
 * Next's build files are fetched once the page has painted (issue 44, ADR 0041). Next writes
 * its chunks as `<script async>` in `<head>` (and a preload of its runtime), so a browser fetches
 * some 170 KB of JavaScript beside the page's hero image and its fonts and runs it as it arrives:
 * on a slow connection they share the bandwidth the largest paint waits for. The sites' server
 * takes those tags out and puts one inline script at the end of the body that adds the same
 * scripts, with the same integrity, once the page's priority images and the frame after them
 * have painted (chunkLoader). A script added by a script the policy names is trusted by
 * 'strict-dynamic' in every CSP 3 browser, with no need to match its integrity against the
 * policy's hashes.
 *
 * Plain JavaScript: the sites' production server (site-http-server.mjs) runs without a loader.
 */
import { createHash } from "node:crypto";
import { attribute } from "./html-attribute.mjs";

/** A parser-inserted `<script async src>` of one of Next's build files (not a `noModule` one). */
const ASYNC_CHUNK = /<script\b([^>]*)\bsrc="(\/_next\/static\/[^"]+)"([^>]*)><\/script\s*>/gi;

/** A `<link rel="preload" as="script">` of one of Next's build files. */
const CHUNK_PRELOAD =
  /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="\/_next\/static\/[^"]+"[^>]*\/?>/gi;

/** The loader's element id: the end-to-end tests wait for what it adds (@meridian/e2e). */
export const LOADER_ID = "next-chunk-loader";

/** How long the loader waits at most for the page's priority images, in milliseconds. */
const LOADER_WAIT_MS = 2500;

/**
 * The script that adds the chunks. It waits for the images the page marked
 * `fetchpriority="high"` (its hero, most often the largest paint) to load and decode, then for
 * the next frame to paint, and adds the chunks after it — at most LOADER_WAIT_MS after it runs,
 * whatever the images do, and at once when the page is hidden (a background tab, a prerender:
 * no frame paints). `chunks` is JSON, `[src, integrity]` pairs in the order Next wrote them;
 * added in one go, each runs as it arrives, as an async script does.
 */
export function chunkLoader(chunks) {
  return `(function(c){var d=0;function l(){if(d)return;d=1;c.forEach(function(a){var s=document.createElement("script");s.src=a[0];if(a[1])s.integrity=a[1];s.async=true;document.head.appendChild(s)})}if(document.visibilityState==="hidden")return l();setTimeout(l,${LOADER_WAIT_MS});var h=[].filter.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete});Promise.all(h.map(function(i){return i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(l)})})})(${JSON.stringify(chunks).replace(/</g, "\\u003c")})`;
}

/**
 * The page with Next's async chunk scripts and their preloads taken out and the loader put
 * before `</body>`, and the loader's CSP source (`'sha256-…'`). A page with no such script, or
 * no `</body>` to put the loader before, is returned as it was, with no source.
 */
export function withScriptsAfterPaint(html) {
  if (!html.includes("</body>")) return { html, source: undefined };
  const chunks = [];
  const without = html.replace(ASYNC_CHUNK, (tag, before, src, after) => {
    const attributes = `${before} ${after}`;
    if (attribute(attributes, "async") === undefined) return tag;
    if (attribute(attributes, "nomodule") !== undefined) return tag;
    chunks.push([src, attribute(attributes, "integrity") ?? ""]);
    return "";
  });
  if (chunks.length === 0) return { html, source: undefined };
  const loader = chunkLoader(chunks);
  const end = without.lastIndexOf("</body>");
  const tag = `<script id="${LOADER_ID}">${loader}</script>`;
  const page = `${without.slice(0, end)}${tag}${without.slice(end)}`;
  return {
    html: page.replace(CHUNK_PRELOAD, ""),
    source: `'sha256-${createHash("sha256").update(loader, "utf8").digest("base64")}'`,
  };
}

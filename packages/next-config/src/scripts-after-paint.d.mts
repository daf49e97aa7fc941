/** Types of scripts-after-paint.mjs (plain JavaScript: the sites' server runs it without a loader). */

/** The loader's element id. */
export const LOADER_ID: string;

/** The inline script that adds `chunks` (`[src, integrity]`) once the page has painted. */
export function chunkLoader(chunks: readonly (readonly [string, string])[]): string;

/**
 * The page with Next's async chunk scripts and their preloads replaced by the loader before
 * `</body>`, and the loader's CSP source; the page as it was, and no source, without them.
 */
export function withScriptsAfterPaint(html: string): { html: string; source: string | undefined };

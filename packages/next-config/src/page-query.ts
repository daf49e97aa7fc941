/**
 * A page's query, carried in its path (ADR 0039). Pages are rendered once per content revision
 * under `app/[revision]/`, and a page kept that way cannot read its query on the server. The
 * pages that open on a query — a shared tester's settings, a page number, a filter — are kept
 * once per query too: the site's proxy puts the query into the `[revision]` segment
 * (`/fonts/geist?s1.size=96` → `/42~czEuc2l6ZT05Ng/fonts/geist`) and the page reads it from
 * there with `pageQuery`. Next's own `_rsc` is left out, and so are the parameters analytics and
 * advertising add to links (tracking-parameters.mjs: `utm_*`, `fbclid`, …), which no page reads:
 * a visitor from a campaign gets the page already rendered. Used by the proxy and by pages
 * alike: no Node-only API.
 */
import { isTrackingParameter } from "./tracking-parameters.mjs";

/** Between the revision and the query in the segment; base64url never holds it. */
const QUERY_MARK = "~";

export type PageQuery = Record<string, string | string[]>;

/** The `[revision]` segment of a page: the revision, and the query (`?a=1`) if it has one. */
export function revisionSegment(revision: number | undefined, search = ""): string {
  const query = new URLSearchParams(search);
  query.delete("_rsc");
  for (const name of new Set(query.keys())) if (isTrackingParameter(name)) query.delete(name);
  const text = query.toString();
  const base = String(revision ?? 0);
  return text ? `${base}${QUERY_MARK}${toBase64Url(text)}` : base;
}

/** Whether `segment` is one `revisionSegment` makes: a revision, and maybe a query after it. */
export function isRevisionSegment(segment: string): boolean {
  return /^\d+(~[A-Za-z0-9_-]*)?$/.test(segment);
}

/** The query a page was opened with, from its `[revision]` segment; a name given twice, a list. */
export async function pageQuery(params: Promise<{ revision: string }>): Promise<PageQuery> {
  const { revision } = await params;
  const mark = revision.indexOf(QUERY_MARK);
  const query: PageQuery = {};
  if (mark < 0) return query;
  let text: string;
  try {
    text = fromBase64Url(revision.slice(mark + 1));
  } catch {
    return query;
  }
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(
    Uint8Array.from(binary, (character) => character.charCodeAt(0)),
  );
}

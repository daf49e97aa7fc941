/**
 * The query parameters that analytics and advertising add to links to a page (issue 44, ADR
 * 0039): a campaign's `utm_*`, and the click ids Facebook, Google, Microsoft, TikTok, Mailchimp,
 * HubSpot and others append — most of them different on every click. No page reads them (the
 * analytics script reads them from the address in the browser), so they change nothing a page
 * shows: the proxy leaves them out of the segment a page is rendered under (page-query.ts) and
 * the sites' server out of the key it keeps an answer by (kept-responses.mjs). A visitor who
 * arrives from a shared post gets the page rendered once for the revision, not a render of
 * their own.
 *
 * Plain JavaScript: the sites' production server (site-http-server.mjs) runs without a loader.
 */

/** Names added to links whole; matched as written (they are all lower case in the wild). */
const NAMES = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "yclid",
  "srsltid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
]);

/** Whether a query parameter is one of those that only say where a click came from. */
export function isTrackingParameter(name) {
  return name.startsWith("utm_") || NAMES.has(name);
}

/**
 * `search` as a URL gives it (`?a=1&utm_source=x`, or "") without its tracking parameters, the
 * others in their order (`?a=1`; "" when none is left); as it was when it has none.
 */
export function withoutTracking(search) {
  const query = new URLSearchParams(search);
  const tracking = [...new Set(query.keys())].filter(isTrackingParameter);
  if (tracking.length === 0) return search;
  for (const name of tracking) query.delete(name);
  const text = query.toString();
  return text ? `?${text}` : "";
}

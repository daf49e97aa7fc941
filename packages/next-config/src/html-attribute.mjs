/**
 * One attribute of an HTML start tag, read from the text between its name and `>` as the sites'
 * server finds it in a page it holds (script-hashes.mjs, scripts-after-paint.mjs): its value, ""
 * for one written bare (`async`), undefined when the tag lacks it. Names match in any case.
 *
 * Plain JavaScript: the sites' production server (site-http-server.mjs) runs without a loader.
 */
export function attribute(attributes, name) {
  const match = new RegExp(
    `(?<![\\w-])${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>=]|$)`,
    "i",
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/**
 * Where a link in text may lead: a page on the web (http: or https: with a host), an e-mail
 * address (mailto:), or a path on the site itself ('/information/licences'). Anything else —
 * javascript:, data:, tel:, a bare '#anchor', a relative 'page' — is a build error, never a
 * silently dropped or rewritten link, so the editor sees it.
 */
export function isAllowedLink(url: string): boolean {
  if (url.startsWith("/")) {
    // Browsers read '//host' and '/\host' as another host, not as a path on this one.
    return !/^\/[/\\]/.test(url);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === "mailto:") return parsed.pathname !== "";
  return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
}

export const LINK_RULE =
  "links lead to http:// or https:// addresses, mailto: addresses or site paths starting with '/'";

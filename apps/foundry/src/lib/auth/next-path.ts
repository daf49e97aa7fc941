/** Where a signed-in visitor goes when no (usable) `next` came with them. */
export const DEFAULT_AFTER_LOGIN = "/account";

/**
 * The `next` of `/login?next=…` when it is safe to follow: a path on this site, starting with a
 * single "/". Anything else — another origin, a protocol-relative `//host`, a backslash that
 * browsers read as a slash, control characters — falls back to /account, so the login page can
 * never be used to send someone elsewhere.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw?.startsWith("/")) return DEFAULT_AFTER_LOGIN;
  if (raw.startsWith("//") || raw.includes("\\")) return DEFAULT_AFTER_LOGIN;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_AFTER_LOGIN;
  // Going back to the login page itself would loop.
  if (raw === "/login" || raw.startsWith("/login?") || raw.startsWith("/login#")) {
    return DEFAULT_AFTER_LOGIN;
  }
  return raw;
}

/** The login page that brings the visitor back to `path` (its path and query) afterwards. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ next: safeNextPath(path) })}`;
}

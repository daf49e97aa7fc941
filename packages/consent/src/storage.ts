/**
 * Where the consent lives: browser storage and a first-party cookie, both named
 * `accepted_cookies2` (spec 9). The cookie lets a server see the choice; storage is what the
 * spec reads first. Every access is guarded because storage and cookies can be disabled
 * (private modes, strict browser settings) and must never break the page.
 */
import { CONSENT_KEY } from "./categories";

/** One year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The consent stored in browser storage or, failing that, the cookie; null when none is. */
export function readStoredConsent(): string | null {
  if (typeof window === "undefined") return null;
  return readStorage() ?? readCookie(CONSENT_KEY);
}

/** Stores the value in both places (spec 4.1). */
export function writeStoredConsent(value: string): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Storage disabled: the cookie below still records the choice.
  }
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the next render must read the choice synchronously; the Cookie Store API is async and missing in older Safari and Firefox.
    document.cookie = consentCookie(value, window.location.protocol === "https:");
  } catch {
    // Cookies disabled: the in-memory record in consent-store keeps the dialog closed.
  }
}

/**
 * The Set-Cookie text. The value is URI-encoded because a comma is not a valid cookie-octet
 * (RFC 6265 4.1.1); `readCookie` decodes it. Secure is added on HTTPS only, so that local
 * development over http still keeps the choice.
 */
export function consentCookie(value: string, secure: boolean): string {
  const attributes = [
    `${CONSENT_KEY}=${encodeURIComponent(value)}`,
    "Path=/",
    "SameSite=Lax",
    `Max-Age=${CONSENT_COOKIE_MAX_AGE}`,
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

/** The value of one cookie from `document.cookie`; null when absent. */
export function readCookie(name: string): string | null {
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    return null;
  }
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

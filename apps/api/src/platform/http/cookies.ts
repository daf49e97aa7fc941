export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
  path?: string;
}

/** Cookies of the request, and cookies to set on the response. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
}

/** The request's cookies by name (first one wins, as browsers send the most specific first). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A Set-Cookie value. httpOnly and SameSite=Lax unless told otherwise; Secure when asked. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions & { secure: boolean },
): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
    if (options.maxAgeSeconds <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  }
  if (options.httpOnly ?? true) parts.push("HttpOnly");
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  // SameSite=None is only honoured with Secure.
  if (options.secure || options.sameSite === "None") parts.push("Secure");
  return parts.join("; ");
}

/** A jar over the request's cookies that remembers what to set on the response. */
export function createCookieJar(
  request: Request,
  secure: boolean,
): CookieJar & { setCookieHeaders(): string[] } {
  const incoming = parseCookieHeader(request.headers.get("cookie"));
  const outgoing = new Map<string, string>();
  return {
    get: (name) => incoming.get(name),
    set(name, value, options = {}) {
      // Later sets of the same name in one request replace earlier ones; reads see the new value.
      outgoing.set(name, serializeCookie(name, value, { ...options, secure }));
      if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) incoming.delete(name);
      else incoming.set(name, value);
    },
    setCookieHeaders: () => [...outgoing.values()],
  };
}

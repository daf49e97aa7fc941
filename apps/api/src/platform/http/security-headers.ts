/**
 * Headers every API response carries. The API serves JSON, fonts and files, never HTML pages,
 * so the policy can be strict.
 */
const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/** GraphiQL (development only) needs scripts and styles from the page itself. */
const GRAPHIQL_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://unpkg.com; style-src 'self' 'unsafe-inline' https://unpkg.com; img-src 'self' data:; frame-ancestors 'none'";

export function withSecurityHeaders(response: Response): Response {
  const isHtml = response.headers.get("content-type")?.includes("text/html") ?? false;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "Content-Security-Policy" && isHtml) {
      response.headers.set(name, GRAPHIQL_CSP);
    } else if (!response.headers.has(name)) {
      response.headers.set(name, value);
    }
  }
  return response;
}

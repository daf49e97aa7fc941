/** CORS headers for a public, cacheable asset requested from one of the sites' origins. */
export function assetCorsHeaders(
  request: Request,
  allowedOrigins: readonly string[],
): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin || !allowedOrigins.includes(origin)) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
}

/** A year, immutable: asset URLs change whenever their content does. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** For answers meant for one person (downloads, signed links): no shared cache may keep them. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

/**
 * Every JSON answer of the API outside GraphQL: status first, then the body, then any headers.
 * Not stored by caches unless `headers` says otherwise: these are health reports, refusals and
 * acknowledgements, true only at the moment they are made.
 */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

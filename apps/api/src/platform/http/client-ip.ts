import { clientAddress, createProxyTrust } from "@meridian/client-address";

/** @whatwg-node/server passes Node's request as `req` in the server context. */
export interface NodeSocketHolder {
  socket?: { remoteAddress?: string };
}

export interface ClientIpResolver {
  /** The caller's address: the socket's peer, or what a trusted proxy says it forwarded for. */
  resolve(request: Request, req: NodeSocketHolder | undefined): string;
}

/**
 * X-Forwarded-For is only believed when the socket's peer is one of TRUSTED_PROXIES (DESIGN
 * 7.1); otherwise anyone could pick a fresh address per request and walk past the rate limits.
 * The rule is @meridian/client-address's, shared with the sites that set the header.
 */
export function createClientIpResolver(trustedProxies: string[]): ClientIpResolver {
  const trust = createProxyTrust(trustedProxies);
  return {
    resolve(request, req) {
      // In-process calls without a socket are nobody in particular; none is a trusted proxy.
      return clientAddress(
        request.headers.get("x-forwarded-for"),
        req?.socket?.remoteAddress,
        trust,
      );
    },
  };
}

import { BlockList, isIP } from "node:net";

/** Strips the IPv4-mapped prefix Node gives IPv4 peers on a dual-stack socket. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

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
 * The header is read from the right: the first address that is not itself a trusted proxy is
 * the client.
 */
export function createClientIpResolver(trustedProxies: string[]): ClientIpResolver {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? "ipv6" : "ipv4");
  };

  return {
    resolve(request, req) {
      // In-process calls without a socket are nobody in particular; none is a trusted proxy.
      const peer = normalise(req?.socket?.remoteAddress ?? "unknown");
      if (!isTrusted(peer)) return peer;
      const forwarded = (request.headers.get("x-forwarded-for") ?? "")
        .split(",")
        .map(normalise)
        .filter((address) => isIP(address) !== 0);
      for (let index = forwarded.length - 1; index >= 0; index--) {
        const address = forwarded[index]!;
        if (!isTrusted(address)) return address;
      }
      return forwarded[0] ?? peer;
    },
  };
}

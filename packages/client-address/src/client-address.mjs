/**
 * Who the client is behind proxies (DESIGN 7.1, issue 13 item 1). The two ends of one contract:
 * a site passes on the address it saw (`forwardedFor`), and the API believes X-Forwarded-For only
 * from the proxies it trusts (`clientAddress`). Plain JavaScript so that `node` runs it without a
 * TypeScript loader: the sites' production server imports it before Next starts.
 */
import { BlockList, isIP } from "node:net";

/** Strips the IPv4-mapped prefix Node gives IPv4 peers on a dual-stack socket. */
export function normaliseAddress(address) {
  const trimmed = address.trim();
  const mapped = trimmed.slice(0, 7).toLowerCase() === "::ffff:" ? trimmed.slice(7) : null;
  return mapped !== null && isIP(mapped) === 4 ? mapped : trimmed;
}

/** The entry's address family for BlockList, or null when it is not an address or a range. */
function parseEntry(entry) {
  const [address = "", prefix, ...rest] = entry.trim().split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  const type = family === 6 ? "ipv6" : "ipv4";
  if (prefix === undefined) return { address, type };
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!(bits <= (family === 6 ? 128 : 32))) return null;
  return { address, type, bits };
}

/**
 * The proxies whose X-Forwarded-For is believed: addresses and CIDR ranges, as TRUSTED_PROXIES
 * lists them. Throws on an entry that is neither, naming it.
 */
export function createProxyTrust(entries) {
  const trusted = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) throw new Error(`"${entry}" is not an IP address or a CIDR range`);
    if (parsed.bits === undefined) trusted.addAddress(parsed.address, parsed.type);
    else trusted.addSubnet(parsed.address, parsed.bits, parsed.type);
  }
  return {
    trusts(address) {
      const normal = normaliseAddress(address);
      const family = isIP(normal);
      return family !== 0 && trusted.check(normal, family === 6 ? "ipv6" : "ipv4");
    },
  };
}

/**
 * The X-Forwarded-For a proxy passes on for a request that arrived from `peer`, the TCP peer
 * the proxy itself saw. From a trusted proxy in front, the peer is appended to the chain that
 * proxy built, as every proxy does; from anyone else the header is replaced by the peer, so a
 * visitor cannot choose the address the API counts them under. Undefined when the peer is
 * unknown (the socket already gone): then no header should be passed on at all.
 */
export function forwardedFor(incoming, peer, trust) {
  if (!peer) return undefined;
  const address = normaliseAddress(peer);
  const chain = incoming?.trim();
  return chain && trust.trusts(address) ? `${chain}, ${address}` : address;
}

/**
 * The client's address as the server behind the proxies sees it: the TCP peer, unless the peer
 * is a trusted proxy; then X-Forwarded-For read from the right, the first address that is not
 * itself a trusted proxy. What a client wrote further left is never reached while a trusted
 * proxy appended what it saw. "unknown" when there is no peer (an in-process call).
 */
export function clientAddress(forwardedForHeader, peer, trust) {
  const address = normaliseAddress(peer ?? "unknown");
  if (!trust.trusts(address)) return address;
  const hops = (forwardedForHeader ?? "")
    .split(",")
    .map(normaliseAddress)
    .filter((hop) => isIP(hop) !== 0);
  for (let index = hops.length - 1; index >= 0; index--) {
    if (!trust.trusts(hops[index])) return hops[index];
  }
  return hops[0] ?? address;
}

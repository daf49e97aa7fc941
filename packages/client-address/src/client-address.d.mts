/** Types of client-address.mjs (plain JavaScript, so that `node` runs it without a loader). */

export interface ProxyTrust {
  /** Whether the address (IPv4-mapped IPv6 accepted) is one of the trusted proxies. */
  trusts(address: string): boolean;
}

export function normaliseAddress(address: string): string;

export function createProxyTrust(entries: readonly string[]): ProxyTrust;

export function forwardedFor(
  incoming: string | undefined,
  peer: string | undefined,
  trust: ProxyTrust,
): string | undefined;

export function clientAddress(
  forwardedForHeader: string | null | undefined,
  peer: string | undefined,
  trust: ProxyTrust,
): string;

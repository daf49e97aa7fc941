// Guards the client address through the sites (issue 13 item 1, DESIGN 7.1): a site passes on
// the TCP peer it saw, never a header the visitor made up, unless the peer is a trusted proxy
// (then the peer is appended); the API believes X-Forwarded-For only from trusted proxies, read
// from the right. Together: a forged header through a site never becomes the client's address.
import { describe, expect, it } from "vitest";
import {
  clientAddress,
  createProxyTrust,
  forwardedFor,
  normaliseAddress,
} from "./client-address.mjs";

describe("trusted proxies", () => {
  const trust = createProxyTrust(["127.0.0.1", "::1", "10.0.0.0/8", "2001:db8::/32"]);

  it("match addresses and ranges of both families, IPv4-mapped peers included", () => {
    expect(trust.trusts("127.0.0.1")).toBe(true);
    expect(trust.trusts("::ffff:127.0.0.1")).toBe(true);
    expect(trust.trusts("10.200.3.4")).toBe(true);
    expect(trust.trusts("::1")).toBe(true);
    expect(trust.trusts("2001:db8:1::5")).toBe(true);
    expect(trust.trusts("127.0.0.2")).toBe(false);
    expect(trust.trusts("11.0.0.1")).toBe(false);
    expect(trust.trusts("not-an-ip")).toBe(false);
  });

  it("refuse an entry that is neither an address nor a range, naming it", () => {
    expect(() => createProxyTrust(["10.0.0.0/33"])).toThrow('"10.0.0.0/33" is not an IP');
    expect(() => createProxyTrust(["proxy.internal"])).toThrow('"proxy.internal"');
    expect(() => createProxyTrust(["10.0.0.1/8/8"])).toThrow('"10.0.0.1/8/8"');
  });

  it("normalise IPv4-mapped addresses and leave others alone", () => {
    expect(normaliseAddress(" ::ffff:203.0.113.9 ")).toBe("203.0.113.9");
    expect(normaliseAddress("::FFFF:203.0.113.9")).toBe("203.0.113.9");
    expect(normaliseAddress("::ffff:abcd")).toBe("::ffff:abcd");
    expect(normaliseAddress("2001:db8::1")).toBe("2001:db8::1");
  });
});

describe("the X-Forwarded-For a site passes on", () => {
  const nobody = createProxyTrust([]);
  const balancer = createProxyTrust(["10.0.0.0/8"]);

  it("is the peer it saw, replacing whatever the visitor sent, when no proxy is trusted", () => {
    expect(forwardedFor("20.1.2.3", "203.0.113.9", nobody)).toBe("203.0.113.9");
    expect(forwardedFor(undefined, "203.0.113.9", nobody)).toBe("203.0.113.9");
    expect(forwardedFor("20.1.2.3", "::ffff:127.0.0.2", nobody)).toBe("127.0.0.2");
  });

  it("appends the peer to the chain a trusted proxy in front built", () => {
    expect(forwardedFor("198.51.100.4", "10.0.0.5", balancer)).toBe("198.51.100.4, 10.0.0.5");
    expect(forwardedFor("6.6.6.6, 198.51.100.4", "::ffff:10.0.0.5", balancer)).toBe(
      "6.6.6.6, 198.51.100.4, 10.0.0.5",
    );
    expect(forwardedFor(undefined, "10.0.0.5", balancer)).toBe("10.0.0.5");
  });

  it("replaces the chain when the peer is not the trusted proxy", () => {
    expect(forwardedFor("198.51.100.4", "203.0.113.9", balancer)).toBe("203.0.113.9");
  });

  it("is nothing when the peer is unknown", () => {
    expect(forwardedFor("20.1.2.3", undefined, nobody)).toBeUndefined();
  });
});

describe("the client's address the API believes", () => {
  const trust = createProxyTrust(["127.0.0.1", "::1", "10.0.0.0/8"]);

  it("is the peer when no trusted proxy is involved", () => {
    expect(clientAddress("1.2.3.4", "203.0.113.9", trust)).toBe("203.0.113.9");
    expect(clientAddress(undefined, "::ffff:203.0.113.9", trust)).toBe("203.0.113.9");
  });

  it("is the forwarded address, read from the right past trusted hops", () => {
    expect(clientAddress("198.51.100.4", "::ffff:127.0.0.1", trust)).toBe("198.51.100.4");
    expect(clientAddress("2001:db8::1", "::1", trust)).toBe("2001:db8::1");
    expect(clientAddress("6.6.6.6, 198.51.100.4, 10.1.2.3", "127.0.0.1", trust)).toBe(
      "198.51.100.4",
    );
    expect(clientAddress("not-an-ip, 198.51.100.4", "127.0.0.1", trust)).toBe("198.51.100.4");
  });

  it("falls back to the proxy when the header holds nothing usable", () => {
    expect(clientAddress("garbage", "127.0.0.1", trust)).toBe("127.0.0.1");
    expect(clientAddress(null, undefined, trust)).toBe("unknown");
  });
});

describe("a site in front of the API", () => {
  const site = createProxyTrust([]);
  const api = createProxyTrust(["127.0.0.1", "::1"]);
  const throughSite = (sent: string | undefined, visitor: string) =>
    clientAddress(forwardedFor(sent, visitor, site), "127.0.0.1", api);

  it("gives the API the visitor's own address whatever header the visitor forged", () => {
    expect(throughSite("20.1.2.3", "203.0.113.9")).toBe("203.0.113.9");
    expect(throughSite("20.1.2.3, 20.4.5.6", "::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("keeps two visitors apart rather than counting both as the site", () => {
    expect(throughSite(undefined, "127.0.0.2")).toBe("127.0.0.2");
    expect(throughSite(undefined, "127.0.0.3")).toBe("127.0.0.3");
  });
});

import { describe, expect, it } from "vitest";
import { createClientIpResolver } from "./client-ip";

const request = (forwardedFor?: string) =>
  new Request("http://api.test/graphql", {
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
const peer = (remoteAddress: string) => ({ socket: { remoteAddress } });

describe("the client's address", () => {
  const resolver = createClientIpResolver(["127.0.0.1", "::1", "10.0.0.0/8"]);

  it("is the socket's peer when no trusted proxy is involved", () => {
    expect(resolver.resolve(request("1.2.3.4"), peer("203.0.113.9"))).toBe("203.0.113.9");
    expect(resolver.resolve(request(), peer("::ffff:203.0.113.9"))).toBe("203.0.113.9");
  });

  it("is the forwarded address when a trusted proxy forwards", () => {
    expect(resolver.resolve(request("198.51.100.4"), peer("127.0.0.1"))).toBe("198.51.100.4");
    expect(resolver.resolve(request("198.51.100.4"), peer("::ffff:127.0.0.1"))).toBe(
      "198.51.100.4",
    );
    expect(resolver.resolve(request("2001:db8::1"), peer("::1"))).toBe("2001:db8::1");
  });

  it("reads the header from the right, past trusted hops, ignoring what the client made up", () => {
    expect(resolver.resolve(request("6.6.6.6, 198.51.100.4, 10.1.2.3"), peer("127.0.0.1"))).toBe(
      "198.51.100.4",
    );
    expect(resolver.resolve(request("not-an-ip, 198.51.100.4"), peer("127.0.0.1"))).toBe(
      "198.51.100.4",
    );
  });

  it("falls back to the proxy when the header holds nothing usable", () => {
    expect(resolver.resolve(request("garbage"), peer("127.0.0.1"))).toBe("127.0.0.1");
    expect(resolver.resolve(request(), undefined)).toBe("unknown");
  });
});

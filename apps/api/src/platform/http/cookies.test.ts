import { describe, expect, it } from "vitest";
import { createCookieJar, parseCookieHeader, serializeCookie } from "./cookies";

describe("cookies", () => {
  it("reads the request's cookies, first of a name winning, values decoded", () => {
    const cookies = parseCookieHeader('cart=abc%20def; theme="dark"; cart=later; broken; =x');
    expect([...cookies]).toEqual([
      ["cart", "abc def"],
      ["theme", "dark"],
    ]);
  });

  it("writes httpOnly SameSite=Lax cookies, Secure in production", () => {
    expect(serializeCookie("cart", "a b", { secure: false, maxAgeSeconds: 60 })).toBe(
      "cart=a%20b; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
    );
    expect(
      serializeCookie("cart", "x", { secure: true, httpOnly: false, sameSite: "Strict" }),
    ).toBe("cart=x; Path=/; SameSite=Strict; Secure");
    expect(serializeCookie("cart", "", { secure: false, maxAgeSeconds: 0 })).toBe(
      "cart=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
  });

  it("collects what to set, the last set of a name winning, and reads it back", () => {
    const jar = createCookieJar(
      new Request("http://api.test/", { headers: { cookie: "cart=old" } }),
      true,
    );
    jar.set("cart", "first");
    jar.set("cart", "second");
    expect(jar.get("cart")).toBe("second");
    expect(jar.setCookieHeaders()).toEqual(["cart=second; Path=/; HttpOnly; SameSite=Lax; Secure"]);
    jar.set("cart", "", { maxAgeSeconds: 0 });
    expect(jar.get("cart")).toBeUndefined();
  });

  it("refuses a cookie name that would break the header", () => {
    expect(() => serializeCookie("a;b", "x", { secure: false })).toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_LOGIN, loginPathFor, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it.each([
    ["/account", "/account"],
    ["/checkout", "/checkout"],
    ["/account/invoices/12?thanks=1", "/account/invoices/12?thanks=1"],
    ["/fonts/inter#buy", "/fonts/inter#buy"],
  ])("follows the site path %s", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["account"],
    ["https://evil.example/"],
    ["//evil.example/path"],
    ["/\\evil.example"],
    ["javascript:alert(1)"],
    ["/account\n"],
    ["/login"],
    ["/login?next=/account"],
  ])("sends %s to /account instead", (raw) => {
    expect(safeNextPath(raw)).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe("loginPathFor", () => {
  it("carries the path and query as next", () => {
    expect(loginPathFor("/account/invoices/3?thanks=1")).toBe(
      "/login?next=%2Faccount%2Finvoices%2F3%3Fthanks%3D1",
    );
  });

  it("never carries an unsafe path", () => {
    expect(loginPathFor("//evil.example")).toBe("/login?next=%2Faccount");
  });
});

import { describe, expect, it } from "vitest";
import { headerRules } from "./header-rules";

describe("headerRules (spec 2.14)", () => {
  it.each([
    ["/", { visible: false, showCart: false, position: "fixed", background: "transparent" }],
    ["/work", { visible: true, showCart: true, position: "fixed", background: "solid" }],
    [
      "/work/ledgerline",
      { visible: true, showCart: false, position: "fixed", background: "transparent" },
    ],
    ["/goods", { visible: true, showCart: true, position: "sticky", background: "solid" }],
    ["/goods/tote-bag", { visible: true, showCart: true, position: "sticky", background: "solid" }],
    ["/checkout", { visible: true, showCart: false, position: "sticky", background: "solid" }],
    ["/about", { visible: true, showCart: true, position: "fixed", background: "solid" }],
    ["/archive", { visible: true, showCart: true, position: "fixed", background: "solid" }],
    ["/contact", { visible: true, showCart: true, position: "fixed", background: "solid" }],
    ["/imprint", { visible: true, showCart: true, position: "fixed", background: "solid" }],
  ] as const)("%s", (path, rules) => {
    expect(headerRules(path)).toEqual(rules);
  });

  it("matches sections by whole segments, ignoring a trailing slash and the query", () => {
    expect(headerRules("/goodsmith").position).toBe("fixed");
    expect(headerRules("/goods/").position).toBe("sticky");
    expect(headerRules("/work/ledgerline/?x=1").showCart).toBe(false);
    expect(headerRules("/checkout/").showCart).toBe(false);
  });
});

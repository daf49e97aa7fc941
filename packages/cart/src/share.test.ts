import { describe, expect, it } from "vitest";
import { type ShareState, sharedCartUrl, shareLine } from "./share";

describe("share line (spec 4.3)", () => {
  it.each<[string, ShareState, unknown]>([
    [
      "before sharing",
      { sharedCartId: null, copied: false },
      { step: "offer", text: "Do you want to share this cart?", url: null },
    ],
    [
      "once shared",
      { sharedCartId: "abc123", copied: false },
      {
        step: "copy",
        text: "Click to copy: https://meridian.test/shared-cart/abc123",
        url: "https://meridian.test/shared-cart/abc123",
      },
    ],
    [
      "once copied",
      { sharedCartId: "abc123", copied: true },
      { step: "copied", text: "Link copied", url: "https://meridian.test/shared-cart/abc123" },
    ],
  ])("%s", (_, state, view) => {
    expect(shareLine(state, "https://meridian.test")).toEqual(view);
  });

  it.each([
    ["https://meridian.test", "x", "https://meridian.test/shared-cart/x"],
    ["https://meridian.test/", "x", "https://meridian.test/shared-cart/x"],
    ["http://localhost:3000", "a/b", "http://localhost:3000/shared-cart/a%2Fb"],
  ])("%s + %s → %s", (origin, id, url) => {
    expect(sharedCartUrl(origin, id)).toBe(url);
  });
});

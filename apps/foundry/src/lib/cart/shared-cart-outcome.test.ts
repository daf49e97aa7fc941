import { describe, expect, it } from "vitest";
import { adoptionOutcome, SHARED_CART_TEXTS } from "./shared-cart-outcome";

describe("adoptionOutcome", () => {
  it.each([
    ["adopted", { ok: true, errors: [] }],
    ["not-found", { ok: false, errors: [{ code: "NOT_FOUND" }] }],
    ["failed", { ok: false, errors: [] }],
    ["failed", { ok: false, errors: [{ code: "SERVICE_UNAVAILABLE" }] }],
  ] as const)("%s", (expected, result) => {
    expect(adoptionOutcome(result)).toBe(expected);
  });

  it("says 'not found' plainly", () => {
    expect(SHARED_CART_TEXTS["not-found"]).toMatch(/^This shared cart was not found\./);
  });
});

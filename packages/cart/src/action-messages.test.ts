import { describe, expect, it } from "vitest";
import { CART_UNREACHABLE_MESSAGE, cartActionMessages } from "./action-messages";

const error = (message: string) => ({
  code: "INVALID_INPUT" as const,
  field: null,
  message,
  data: null,
});

describe("cartActionMessages", () => {
  it.each([
    ["a change that went through says nothing", { ok: true, errors: [] }, []],
    [
      "the payload's messages, once each",
      {
        ok: false,
        errors: [error("This font has no such style"), error("This font has no such style")],
      },
      ["This font has no such style"],
    ],
    [
      "a failure without a reason says to try again",
      { ok: false, errors: [] },
      [CART_UNREACHABLE_MESSAGE],
    ],
    [
      "blank messages count as none",
      { ok: false, errors: [error("  ")] },
      [CART_UNREACHABLE_MESSAGE],
    ],
  ])("%s", (_, result, expected) => {
    expect(cartActionMessages(result)).toEqual(expected);
  });
});

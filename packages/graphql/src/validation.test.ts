import { describe, expect, it } from "vitest";
import { emailAddress, INVALID_EMAIL_MESSAGE } from "./validation";

describe("the e-mail address rule", () => {
  it("keeps one spelling of an address: trimmed and lower-cased", () => {
    expect(emailAddress.parse("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
  });

  it.each([
    ["", "empty"],
    ["ada@", "without a domain"],
    ["ada example.com", "without an @"],
    [`${"a".repeat(245)}@example.com`, "over 254 characters"],
    [undefined, "missing"],
  ])("refuses %j (%s) with the spec's message", (input, _why) => {
    const result = emailAddress.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_EMAIL_MESSAGE]);
  });
});

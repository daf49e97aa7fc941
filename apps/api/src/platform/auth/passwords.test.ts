import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";
import { hashPassword, newPassword, PASSWORD_MESSAGES, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("hashes with argon2id at m=19456, t=2, p=1 and verifies", async () => {
    const hash = await hashPassword("quiet harbour lantern");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "quiet harbour lantern")).toBe(true);
    expect(await verifyPassword(hash, "quiet harbour lanterns")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  it("knows the common passwords, whatever their case", () => {
    expect(isCommonPassword("password1")).toBe(true);
    expect(isCommonPassword("Qwerty123")).toBe(true);
    expect(isCommonPassword("quiet harbour lantern")).toBe(false);
  });

  it("takes 8 to 128 characters, counting an emoji once, and no common password", () => {
    const messages = (password: string) => {
      const result = newPassword.safeParse(password);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages("1234567")).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(messages("🔑🔑🔑🔑🔑🔑🔑")).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(messages("🔑🔑🔑🔑🔑🔑🔑🔑")).toEqual([]);
    expect(messages("a".repeat(128))).toEqual([]);
    expect(messages("a".repeat(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
    expect(messages("iloveyou")).toEqual([PASSWORD_MESSAGES.tooCommon]);
  });
});

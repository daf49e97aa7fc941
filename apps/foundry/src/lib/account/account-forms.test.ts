import { describe, expect, it } from "vitest";
import { loginForm, passwordChangeForm, registerForm, resetRedirectUrl } from "./account-forms";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("account forms", () => {
  it("asks for a valid e-mail and a password to log in", () => {
    expect(messages(loginForm.safeParse({ email: "nobody", password: "" }))).toEqual([
      "Please enter a valid email address",
      "Enter your password",
    ]);
  });

  it("trims and lower-cases the e-mail as the API stores it", () => {
    expect(loginForm.parse({ email: " Ada@Example.COM ", password: "x" }).email).toBe(
      "ada@example.com",
    );
  });

  it("asks for a name to register", () => {
    expect(
      messages(registerForm.safeParse({ name: "  ", email: "ada@example.com", password: "x" })),
    ).toEqual(["Enter your name"]);
  });

  it("needs the current and the new password to change it", () => {
    expect(messages(passwordChangeForm.safeParse({ password: "", newPassword: "" }))).toEqual([
      "Enter your current password to set a new one",
      "Enter a new password",
    ]);
  });

  it("sends reset links to /reset-password on the site's public address", () => {
    expect(resetRedirectUrl("http://127.0.0.1:3100")).toBe("http://127.0.0.1:3100/reset-password");
    expect(resetRedirectUrl("https://meridian.example/")).toBe(
      "https://meridian.example/reset-password",
    );
  });
});

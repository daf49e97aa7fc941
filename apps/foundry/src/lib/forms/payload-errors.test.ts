import { describe, expect, it } from "vitest";
import { splitPayloadErrors } from "./payload-errors";

describe("splitPayloadErrors", () => {
  it("puts each message under the field it names, keeping the first per field", () => {
    expect(
      splitPayloadErrors(
        [
          { code: "INVALID_INPUT", field: "email", message: "Please enter a valid email address" },
          { code: "INVALID_INPUT", field: "password", message: "Use at least 8 characters" },
          { code: "INVALID_INPUT", field: "password", message: "A second message" },
        ],
        ["email", "password", "name"],
      ),
    ).toEqual({
      fields: {
        email: "Please enter a valid email address",
        password: "Use at least 8 characters",
      },
      form: [],
    });
  });

  it("maps the API's argument names onto the form's", () => {
    expect(
      splitPayloadErrors(
        [{ code: "INVALID_INPUT", field: "fontIds", message: "Choose at least one font" }],
        ["fullName", "email", "fonts"],
        { fontIds: "fonts" },
      ).fields,
    ).toEqual({ fonts: "Choose at least one font" });
  });

  it("keeps errors about no shown field as form messages, once each", () => {
    expect(
      splitPayloadErrors(
        [
          { code: "INVALID_CREDENTIALS", field: null, message: "Invalid email or password" },
          { code: "RATE_LIMITED", message: "Too many attempts" },
          { code: "RATE_LIMITED", message: "Too many attempts" },
          {
            code: "INVALID_INPUT",
            field: "redirectUrl",
            message: "The reset link must lead to one of our sites",
          },
        ],
        ["email"],
      ),
    ).toEqual({
      fields: {},
      form: [
        "Invalid email or password",
        "Too many attempts",
        "The reset link must lead to one of our sites",
      ],
    });
  });

  it("has nothing to say about no errors", () => {
    expect(splitPayloadErrors(null, ["email"])).toEqual({ fields: {}, form: [] });
  });
});

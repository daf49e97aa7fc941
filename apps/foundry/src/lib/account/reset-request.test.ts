// Guards the answer a password-reset request shows (DESIGN 4.5): always the one neutral message,
// also when the API refuses the link's address, which is never the visitor's to read or mend.
import { PASSWORD_RESET_SENT_MESSAGE } from "@meridian/graphql/validation";
import { describe, expect, it } from "vitest";
import { resetRequestOutcome } from "./reset-request";

const refusedLink = {
  code: "INVALID_INPUT",
  field: "redirectUrl",
  message: "The reset link must lead to one of our sites",
} as const;
const badEmail = {
  code: "INVALID_INPUT",
  field: "email",
  message: "Please enter a valid email address",
} as const;

describe("resetRequestOutcome", () => {
  it("shows the API's answer", () => {
    expect(resetRequestOutcome({ message: PASSWORD_RESET_SENT_MESSAGE, errors: [] })).toEqual({
      sent: true,
      message: PASSWORD_RESET_SENT_MESSAGE,
      linkRefused: false,
    });
  });

  it("answers a refused link address with the neutral message, flagged for the log", () => {
    expect(resetRequestOutcome({ message: null, errors: [refusedLink] })).toEqual({
      sent: true,
      message: PASSWORD_RESET_SENT_MESSAGE,
      linkRefused: true,
    });
  });

  it("leaves what the visitor can mend on the form, without the link's refusal", () => {
    expect(resetRequestOutcome({ message: null, errors: [badEmail, refusedLink] })).toEqual({
      sent: false,
      errors: [badEmail],
    });
  });
});

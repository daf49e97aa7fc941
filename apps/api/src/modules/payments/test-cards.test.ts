import { describe, expect, it } from "vitest";
import { checkTestCard } from "./test-cards";

const now = new Date("2026-05-15T12:00:00Z");
const valid = { cardNumber: "4242 4242 4242 4242", expiry: "05/26", cvc: "123" };

describe("checkTestCard", () => {
  it("knows the succeeding and the declined test numbers, with or without spaces", () => {
    expect(checkTestCard(valid, now)).toEqual({
      card: { outcome: "succeeded", brand: "visa", lastFour: "4242" },
    });
    expect(checkTestCard({ ...valid, cardNumber: "4000000000000002" }, now)).toEqual({
      card: { outcome: "declined", brand: "visa", lastFour: "0002" },
    });
  });

  it.each(["4111 1111 1111 1111", "4242-4242-4242-4242", "", "4242"])(
    "refuses the number %j",
    (cardNumber) => {
      expect(checkTestCard({ ...valid, cardNumber }, now)).toEqual({
        errors: [
          { code: "CARD_INVALID", field: "cardNumber", message: "Your card number is invalid." },
        ],
      });
    },
  );

  it("takes an expiry to the end of its month, and refuses a past or malformed one", () => {
    expect("card" in checkTestCard({ ...valid, expiry: "05 / 26" }, now)).toBe(true);
    const past = checkTestCard({ ...valid, expiry: "04/26" }, now);
    expect(past).toEqual({
      errors: [
        {
          code: "CARD_INVALID",
          field: "expiry",
          message: "Your card's expiry date is in the past.",
        },
      ],
    });
    for (const expiry of ["13/30", "00/30", "1/30", "2030-01"]) {
      expect(checkTestCard({ ...valid, expiry }, now)).toEqual({
        errors: [
          { code: "CARD_INVALID", field: "expiry", message: "Your card's expiry date is invalid." },
        ],
      });
    }
  });

  it("wants a CVC of three or four digits", () => {
    expect("card" in checkTestCard({ ...valid, cvc: "1234" }, now)).toBe(true);
    for (const cvc of ["12", "12345", "abc"]) {
      expect(checkTestCard({ ...valid, cvc }, now)).toEqual({
        errors: [
          { code: "CARD_INVALID", field: "cvc", message: "Your card's security code is invalid." },
        ],
      });
    }
  });
});

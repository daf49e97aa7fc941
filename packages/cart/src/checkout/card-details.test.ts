import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  type CardDetails,
  cardDetailsSchema,
  expiryEnd,
  formatCardNumber,
  formatExpiry,
} from "./card-details";

const now = () => new Date("2026-11-22T12:00:00Z");
const valid: CardDetails = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" };

function problems(card: CardDetails) {
  const result = cardDetailsSchema(now).safeParse(card);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("cardDetailsSchema (the API's test card checks)", () => {
  it("accepts a card and sends its number without spaces", () => {
    const result = cardDetailsSchema(now).safeParse(valid);
    expect(result.success && result.data).toEqual({
      cardNumber: "4242424242424242",
      expiry: "12 / 30",
      cvc: "123",
    });
  });

  it.each<[string, Partial<CardDetails>, Record<string, string>]>([
    ["too few digits", { cardNumber: "4242 4242" }, { cardNumber: CARD_MESSAGES.cardNumber }],
    [
      "letters in the number",
      { cardNumber: "4242 abcd 4242 4242" },
      { cardNumber: CARD_MESSAGES.cardNumber },
    ],
    ["month 13", { expiry: "13/30" }, { expiry: CARD_MESSAGES.expiry }],
    ["no slash", { expiry: "1230" }, { expiry: CARD_MESSAGES.expiry }],
    ["last month", { expiry: "10/26" }, { expiry: CARD_MESSAGES.expiryPast }],
    ["this month, still valid", { expiry: "11/26" }, {}],
    ["a two-digit CVC", { cvc: "12" }, { cvc: CARD_MESSAGES.cvc }],
    ["a four-digit CVC", { cvc: "1234" }, {}],
  ])("%s", (_, change, expected) => {
    expect(problems({ ...valid, ...change })).toEqual(expected);
  });
});

describe("expiryEnd", () => {
  it("is the start of the month after the expiry month", () => {
    expect(expiryEnd("12/30")).toBe(Date.UTC(2031, 0, 1));
    expect(expiryEnd("00/30")).toBeNull();
  });
});

describe("formatting as the visitor types", () => {
  it.each([
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242-4242", "4242 4242"],
    ["4242", "4242"],
    ["", ""],
  ])("card number %j → %j", (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it.each([
    ["1", "1"],
    ["12", "12"],
    ["123", "12 / 3"],
    ["12/30", "12 / 30"],
    ["12 / 305", "12 / 30"],
  ])("expiry %j → %j", (input, expected) => {
    expect(formatExpiry(input)).toBe(expected);
  });
});

import type { UserError } from "../../errors";
import { userError } from "../../errors";

/** Stripe's test numbers (DESIGN 4.7): the first succeeds, the second is declined. */
const TEST_CARDS: Readonly<Record<string, { outcome: "succeeded" | "declined"; brand: string }>> = {
  "4242424242424242": { outcome: "succeeded", brand: "visa" },
  "4000000000000002": { outcome: "declined", brand: "visa" },
};

export interface TestCard {
  outcome: "succeeded" | "declined";
  brand: string;
  lastFour: string;
}

/**
 * The test card form's checks, as Stripe test mode makes them: a known number (spaces
 * allowed), an expiry MM/YY not in the past, a CVC of 3 or 4 digits. Every problem is reported.
 */
export function checkTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): { card: TestCard } | { errors: UserError[] } {
  const errors: UserError[] = [];
  const number = card.cardNumber.replace(/ /g, "");
  const known = /^\d{12,19}$/.test(number) ? TEST_CARDS[number] : undefined;
  if (!known) errors.push(userError("CARD_INVALID", "cardNumber", "Your card number is invalid."));

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    errors.push(userError("CARD_INVALID", "expiry", "Your card's expiry date is invalid."));
  } else {
    // A card is valid to the end of its expiry month.
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
    if (endOfMonth <= now.getTime()) {
      errors.push(userError("CARD_INVALID", "expiry", "Your card's expiry date is in the past."));
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    errors.push(userError("CARD_INVALID", "cvc", "Your card's security code is invalid."));
  }
  if (errors.length > 0 || !known) return { errors };
  return { card: { ...known, lastFour: number.slice(-4) } };
}

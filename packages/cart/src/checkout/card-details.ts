/**
 * The embedded test provider's card form (DESIGN 4.7): number, expiry MM/YY and CVC, checked
 * as the API's ConfirmTestPayment checks them (apps/api/src/modules/payments/test-cards.ts), with its
 * messages. Whether a number succeeds or is declined only the API says.
 */
import { z } from "zod";

export const CARD_MESSAGES = {
  cardNumber: "Your card number is invalid.",
  expiry: "Your card's expiry date is invalid.",
  expiryPast: "Your card's expiry date is in the past.",
  cvc: "Your card's security code is invalid.",
} as const;

/** 'MM/YY' → the first moment the card no longer works (the start of the next month, UTC). */
export function expiryEnd(expiry: string): number | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return null;
  return Date.UTC(2000 + Number(match[2]), month, 1);
}

export function cardDetailsSchema(now: () => Date = () => new Date()) {
  return z.object({
    cardNumber: z
      .string()
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, CARD_MESSAGES.cardNumber)),
    expiry: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const end = expiryEnd(value);
        if (end === null) ctx.addIssue({ code: "custom", message: CARD_MESSAGES.expiry });
        else if (end <= now().getTime()) {
          ctx.addIssue({ code: "custom", message: CARD_MESSAGES.expiryPast });
        }
      }),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
  });
}

export type CardDetails = z.input<ReturnType<typeof cardDetailsSchema>>;

export const EMPTY_CARD_DETAILS: CardDetails = { cardNumber: "", expiry: "", cvc: "" };

/** '4242424242424242' → '4242 4242 4242 4242', as it is printed on the card. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** '1230' → '12 / 30'; a month typed alone keeps its slash coming. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/**
 * The newsletter's rules (spec 3 "Newsletter form", 5, 8) in one place: the footer form validates
 * with `newsletterFormSchema`, POST /api/subscribe with `subscribeRequestSchema`.
 */
import { z } from "zod";

export const NEWSLETTER_TEXTS = {
  invalidEmail: "Please enter a valid email address",
  acceptPrivacy: "Please accept the privacy policy",
  success: "Thanks for subscribing",
  failure: "There was an error subscribing",
  /** The call's own message when the server gave none (spec 8). */
  failedWithoutReason: "Subscription failed",
  alreadySubscribed: "You are already subscribed",
} as const;

/** The form's `source` (spec 7.4). */
export const FOOTER_SOURCE = "Footer";

/** Required and well formed, with one message for both failures (spec 5). */
const email = z
  .string()
  .trim()
  .min(1, NEWSLETTER_TEXTS.invalidEmail)
  .max(254, NEWSLETTER_TEXTS.invalidEmail)
  .pipe(z.email(NEWSLETTER_TEXTS.invalidEmail));

export const newsletterFormSchema = z.object({
  email,
  acceptedPrivacy: z.boolean().refine((accepted) => accepted, NEWSLETTER_TEXTS.acceptPrivacy),
});

export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterForm = z.output<typeof newsletterFormSchema>;

export const subscribeRequestSchema = z.object({
  email,
  source: z.string().trim().min(1).max(40),
});

export type SubscribeRequest = z.output<typeof subscribeRequestSchema>;

/**
 * The messages shown under the fields: the privacy message only while the e-mail has none
 * (spec 5), so a visitor fixes one thing at a time.
 */
export function visibleNewsletterErrors(errors: {
  email?: string | undefined;
  acceptedPrivacy?: string | undefined;
}): { email?: string; acceptedPrivacy?: string } {
  if (errors.email) return { email: errors.email };
  if (errors.acceptedPrivacy) return { acceptedPrivacy: errors.acceptedPrivacy };
  return {};
}

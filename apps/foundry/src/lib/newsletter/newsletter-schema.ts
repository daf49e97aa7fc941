/**
 * The newsletter's rules (spec 3 "Newsletter form", 5): the footer form validates with
 * `newsletterFormSchema`, POST /api/subscribe with `subscribeRequestSchema`. The texts live
 * apart (newsletter-texts.ts) so the footer, on every page, does not carry zod.
 */
import { z } from "zod";
import { NEWSLETTER_TEXTS } from "./newsletter-texts";

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

/** The first message of each field that failed. */
export type NewsletterFieldErrors = Partial<Record<keyof NewsletterFormInput, string>>;

export type NewsletterCheck =
  | { ok: true; values: NewsletterForm }
  | { ok: false; errors: NewsletterFieldErrors };

/** The footer form's check: its values, or what is wrong with each field. */
export function checkNewsletterForm(input: NewsletterFormInput): NewsletterCheck {
  const result = newsletterFormSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: NewsletterFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "acceptedPrivacy") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}

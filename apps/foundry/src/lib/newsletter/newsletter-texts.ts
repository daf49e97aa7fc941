/**
 * The newsletter's texts (spec 2.5, 5, 8) and which message the form shows, without the
 * schema: the footer form is on every page and loads its validation only when submitted.
 */

export const NEWSLETTER_TEXTS = {
  invalidEmail: "Please enter a valid email address",
  acceptPrivacy: "Please accept the privacy policy",
  success: "Thanks for subscribing",
  failure: "There was an error subscribing",
  /** The call's own message when the server gave none (spec 8). */
  failedWithoutReason: "Subscription failed",
  alreadySubscribed: "You are already subscribed",
} as const;

/** The `source` the footer's newsletter form sends with the address (spec 7.4: 'Footer'). */
export const FOOTER_SOURCE = "Footer";

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

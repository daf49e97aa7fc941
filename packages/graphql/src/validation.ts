import { z } from "zod";

/**
 * The field rules the API and the sites' forms share (STYLE: forms use the zod schema from the
 * same place the API validates with), so a field passes or fails the same way in the browser
 * and on the server, with the same words.
 */

/** The spec's words for a missing or malformed e-mail address (sections 5 and 8). */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/**
 * An e-mail address: trimmed and lower-cased, so each address has one spelling (accounts,
 * subscribers and invoices are found by it), and at most 254 characters (RFC 5321).
 */
export const emailAddress = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

/** The interests a contact enquiry may name (DESIGN 4.9), in the order the form offers them. */
export const CONTACT_INTERESTS = [
  "Custom font",
  "Modified font",
  "Logo",
  "Localisation",
  "Hinting",
  "Licensing",
  "Other",
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

/** The texts of the contact and trial forms' field checks, the same in the browser and the API. */
export const ENQUIRY_MESSAGES = {
  companyRequired: "Enter your company name",
  nameRequired: "Enter your name",
  fullNameRequired: "Enter your full name",
  interestsRequired: "Choose at least one interest",
  interestUnknown: `Choose interests from the list: ${CONTACT_INTERESTS.join(", ")}`,
  fontsRequired: "Choose at least one font",
  tooManyFonts: "Choose at most 20 fonts",
} as const;

/**
 * The one answer to a password-reset request (DESIGN 4.5), whether or not the e-mail has an
 * account; a site shows it too when the API turned the request's link address down, which is
 * the site's configuration at fault and nothing the visitor can mend.
 */
export const PASSWORD_RESET_SENT_MESSAGE =
  "If an account exists for that email, we have sent a link to reset the password.";

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

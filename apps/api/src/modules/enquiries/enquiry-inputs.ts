import { CONTACT_INTERESTS, ENQUIRY_MESSAGES, emailAddress } from "@meridian/graphql/validation";
import { z } from "zod";

export { CONTACT_INTERESTS, ENQUIRY_MESSAGES };

const tooLong = (what: string, max: number) =>
  `Use at most ${max.toLocaleString("en-GB")} characters for ${what}`;

/** Optional text: blank means absent, so the database holds null rather than "". */
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(what, max))
    .nullish()
    .transform((value) => value || null);

export const contactInput = z.object({
  companyName: z
    .string()
    .trim()
    .min(1, ENQUIRY_MESSAGES.companyRequired)
    .max(200, tooLong("the company name", 200)),
  email: emailAddress,
  name: z.string().trim().min(1, ENQUIRY_MESSAGES.nameRequired).max(100, tooLong("your name", 100)),
  clientName: optionalText("the client's name", 200),
  notes: optionalText("the notes", 5000),
  interests: z
    .array(z.enum(CONTACT_INTERESTS, { error: ENQUIRY_MESSAGES.interestUnknown }))
    .min(1, ENQUIRY_MESSAGES.interestsRequired)
    .max(CONTACT_INTERESTS.length, ENQUIRY_MESSAGES.interestUnknown)
    // The same interest ticked twice is still one interest.
    .transform((interests) => [...new Set(interests)]),
});

export const trialInput = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, ENQUIRY_MESSAGES.fullNameRequired)
    .max(200, tooLong("your full name", 200)),
  email: emailAddress,
  /** Content ids, comma-separated in one string (spec 5). */
  fontIds: z
    .string()
    .max(2000, ENQUIRY_MESSAGES.tooManyFonts)
    .transform((ids) => [
      ...new Set(
        ids
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string())
        .min(1, ENQUIRY_MESSAGES.fontsRequired)
        .max(20, ENQUIRY_MESSAGES.tooManyFonts),
    ),
});

import { CONTACT_INTERESTS, ENQUIRY_MESSAGES, emailAddress } from "@meridian/graphql/validation";
import { z } from "zod";

/**
 * The trial and contact forms (spec 2.10, 5): their checks in the API's words
 * (`ENQUIRY_MESSAGES`, shared with it), and the arguments each mutation takes.
 */

const required = (message: string) => z.string().trim().min(1, message);

export const trialForm = z.object({
  fullName: required(ENQUIRY_MESSAGES.fullNameRequired),
  email: emailAddress,
  fonts: z
    .array(z.string())
    .min(1, ENQUIRY_MESSAGES.fontsRequired)
    .max(20, ENQUIRY_MESSAGES.tooManyFonts),
});
export type TrialFormInput = z.input<typeof trialForm>;
export type TrialForm = z.output<typeof trialForm>;

/** CreateTrialDownload's arguments: the font ids comma-separated in one string (spec 5). */
export function trialVariables({ fullName, email, fonts }: TrialForm) {
  return { fullName, email, fontIds: fonts.join(",") };
}

export const contactForm = z.object({
  companyName: required(ENQUIRY_MESSAGES.companyRequired),
  email: emailAddress,
  name: required(ENQUIRY_MESSAGES.nameRequired),
  interests: z
    .array(z.enum(CONTACT_INTERESTS, { error: ENQUIRY_MESSAGES.interestUnknown }))
    .min(1, ENQUIRY_MESSAGES.interestsRequired),
  clientName: z.string().trim(),
  notes: z.string().trim(),
});
export type ContactFormInput = z.input<typeof contactForm>;
export type ContactForm = z.output<typeof contactForm>;

/** ContactOther's arguments: the optional ones left out when blank. */
export function contactVariables({ clientName, notes, ...required }: ContactForm) {
  return { ...required, clientName: clientName || null, notes: notes || null };
}

import {
  emailAddress,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
} from "@meridian/graphql/validation";
import { z } from "zod";
import { newPassword } from "../../platform/auth/passwords";

/** The texts a customer sees from the account operations (spec 2.9, DESIGN 4.5). */
export const ACCOUNT_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  nameRequired: "Enter your name",
  nameTooLong: "Use at most 100 characters for your name",
  passwordRequired: "Enter your password",
  confirmationMismatch: "The password confirmation does not match the password",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists. Log in or reset your password.",
  emailTakenByAnother: "Another account already uses this email address.",
  sessionEnded: "Your session has ended. Please log in again.",
  resetSent: PASSWORD_RESET_SENT_MESSAGE,
  resetRedirect: "The reset link must lead to one of our sites",
  resetTokenInvalid: "This reset link is invalid or has expired. Please request a new one.",
  currentPasswordRequired: "Enter your current password to set a new one",
  currentPasswordRequiredForEmail: "Enter your current password to change your email.",
  currentPasswordWrong: "Your current password is not correct.",
  loginRequired: "Please log in to change your account details.",
} as const;

export const name = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.nameRequired)
  .max(100, ACCOUNT_MESSAGES.nameTooLong);

export const registerInput = z
  .object({ email: emailAddress, password: newPassword, passwordConfirmation: z.string(), name })
  .refine((input) => input.password === input.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: ACCOUNT_MESSAGES.confirmationMismatch,
  });

/**
 * Login checks presence only: the rules for new passwords must not lock out an account made
 * under older ones. The cap keeps a megabyte "password" from costing a megabyte of hashing.
 */
export const loginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, ACCOUNT_MESSAGES.invalidEmail),
  password: z
    .string()
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(1024, ACCOUNT_MESSAGES.invalidCredentials),
});

export const refreshInput = z.object({
  refreshToken: z
    .string()
    .trim()
    .min(1, ACCOUNT_MESSAGES.sessionEnded)
    .max(200, ACCOUNT_MESSAGES.sessionEnded),
});

export const sendResetInput = z.object({ email: emailAddress, redirectUrl: z.string().trim() });

export const updatePasswordInput = z.object({
  token: z
    .string()
    .trim()
    .min(1, ACCOUNT_MESSAGES.resetTokenInvalid)
    .max(200, ACCOUNT_MESSAGES.resetTokenInvalid),
  password: newPassword,
});

/** The account form sends empty password fields when the password is not being changed. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema);

/**
 * The current password is asked for when a new one is given (here) and when the e-mail
 * changes (the service: only it knows the current e-mail).
 */
export const updateDetailsInput = z
  .object({
    email: emailAddress,
    name,
    password: blankAsNull(z.string().max(1024, ACCOUNT_MESSAGES.currentPasswordWrong).nullish()),
    newPassword: blankAsNull(newPassword.nullish()),
  })
  .superRefine((input, ctx) => {
    if (input.newPassword && !input.password) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
      });
    }
  });

export const updateProfileInput = z.object({ name });

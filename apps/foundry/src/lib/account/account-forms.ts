import { emailAddress } from "@meridian/graphql/validation";
import { z } from "zod";

/**
 * The account forms' checks before anything is sent: presence and the e-mail's shape, in the
 * API's words. The rest (password length and commonness, a taken e-mail, a wrong password) is
 * the API's to say; its payload errors land on the same fields.
 */
export const ACCOUNT_FORM_TEXTS = {
  nameRequired: "Enter your name",
  passwordRequired: "Enter your password",
  newPasswordRequired: "Enter a new password",
  currentPasswordRequired: "Enter your current password to set a new one",
} as const;

const password = z.string().min(1, ACCOUNT_FORM_TEXTS.passwordRequired);
const name = z.string().trim().min(1, ACCOUNT_FORM_TEXTS.nameRequired);

export const loginForm = z.object({ email: emailAddress, password });
export type LoginForm = z.infer<typeof loginForm>;

export const registerForm = z.object({ name, email: emailAddress, password });
export type RegisterForm = z.infer<typeof registerForm>;

export const resetRequestForm = z.object({ email: emailAddress });
export type ResetRequestForm = z.infer<typeof resetRequestForm>;

export const newPasswordForm = z.object({
  password: z.string().min(1, ACCOUNT_FORM_TEXTS.newPasswordRequired),
});
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** Name and e-mail; the current password only matters when the e-mail changes. */
export const detailsForm = z.object({ name, email: emailAddress, password: z.string() });
export type DetailsForm = z.infer<typeof detailsForm>;

export const passwordChangeForm = z.object({
  password: z.string().min(1, ACCOUNT_FORM_TEXTS.currentPasswordRequired),
  newPassword: z.string().min(1, ACCOUNT_FORM_TEXTS.newPasswordRequired),
});
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;

/** The reset e-mail's link target: /reset-password on the site's public address (DESIGN 4.5). */
export function resetRedirectUrl(publicAddress: string): string {
  return new URL("/reset-password", publicAddress).href;
}

import type { ApiError } from "@meridian/cart/checkout";
import { PASSWORD_RESET_SENT_MESSAGE } from "@meridian/graphql/validation";

/** SendPasswordReset's argument for the e-mailed link's address. */
const LINK_FIELD = "redirectUrl";

export type ResetRequestOutcome =
  | { sent: true; message: string; linkRefused: boolean }
  | { sent: false; errors: readonly ApiError[] };

/**
 * What a reset request's answer shows. The visitor reads the API's one answer (DESIGN 4.5), or
 * what they can mend (the e-mail's shape, too many requests). A refused link address is the
 * site's configuration at fault — FOUNDRY_URL not among the API's ALLOWED_REDIRECT_ORIGINS —
 * so it reads as that same neutral answer, with `linkRefused` for the operators' log.
 */
export function resetRequestOutcome(answer: {
  message?: string | null;
  errors: readonly ApiError[];
}): ResetRequestOutcome {
  const errors = answer.errors.filter((error) => error.field !== LINK_FIELD);
  const linkRefused = errors.length < answer.errors.length;
  if (errors.length > 0) return { sent: false, errors };
  return { sent: true, message: answer.message ?? PASSWORD_RESET_SENT_MESSAGE, linkRefused };
}

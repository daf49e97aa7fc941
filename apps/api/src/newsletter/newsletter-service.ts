import type { UserError } from "@meridian/graphql/errors";
import { z } from "zod";
import type { Db } from "../db/database";
import type { Env } from "../env";
import { toUserErrors } from "../graphql/user-errors";
import { consumeRateLimit, rateLimitRules } from "../rate-limit/rate-limits";
import { insertSubscriber } from "./newsletter-repository";

/** The spec's newsletter messages (sections 5 and 8). */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  alreadySubscribed: "You are already subscribed",
} as const;

export const subscribeInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_MESSAGES.invalidEmail)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalidEmail)),
  source: z
    .string()
    .trim()
    .min(1, "Say which form sent the subscription")
    .max(40, "The source is at most 40 characters"),
});

export type SubscribeResult = { subscribed: boolean; errors: UserError[] };

/** Counted per caller's address, so a script cannot fill the list (DESIGN 4.5). */
export async function subscribe(
  deps: { db: Db; env: Env; clientIp: string },
  input: unknown,
): Promise<SubscribeResult> {
  const { db } = deps;
  const limited = await consumeRateLimit(db, rateLimitRules(deps.env).newsletter, deps.clientIp);
  if (limited) return { subscribed: false, errors: [limited] };
  const parsed = subscribeInput.safeParse(input);
  if (!parsed.success) return { subscribed: false, errors: toUserErrors(parsed.error) };
  const added = await insertSubscriber(db, parsed.data);
  if (!added) {
    return {
      subscribed: false,
      errors: [
        { code: "ALREADY_EXISTS", field: "email", message: NEWSLETTER_MESSAGES.alreadySubscribed },
      ],
    };
  }
  return { subscribed: true, errors: [] };
}

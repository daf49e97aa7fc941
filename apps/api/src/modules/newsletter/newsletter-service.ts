import { emailAddress } from "@meridian/graphql/validation";
import { z } from "zod";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import { toUserErrors } from "../../errors";
import type { Database } from "../../platform/db/database";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import { insertSubscriber } from "./newsletter-repository";

/** The spec's newsletter messages (sections 5 and 8). */
export const NEWSLETTER_MESSAGES = {
  alreadySubscribed: "You are already subscribed",
} as const;

export const subscribeInput = z.object({
  email: emailAddress,
  source: z
    .string()
    .trim()
    .min(1, "Say which form sent the subscription")
    .max(40, "The source is at most 40 characters"),
});

export type SubscribeResult = { subscribed: boolean; errors: UserError[] };

/** Counted per caller's address, so a script cannot fill the list (DESIGN 4.5). */
export async function subscribe(
  deps: { database: Database; env: Env; clientIp: string },
  input: unknown,
): Promise<SubscribeResult> {
  const { database } = deps;
  const rule = rateLimitRules(deps.env).newsletter;
  const limited = await consumeRateLimit(database.db, rule, deps.clientIp);
  if (limited) return { subscribed: false, errors: [limited] };
  const parsed = subscribeInput.safeParse(input);
  if (!parsed.success) return { subscribed: false, errors: toUserErrors(parsed.error) };
  const added = await database.transaction((tx) => insertSubscriber(tx, parsed.data));
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

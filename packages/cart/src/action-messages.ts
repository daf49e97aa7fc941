/**
 * What a visitor is told when a cart change did not go through: the payload's own messages
 * (DESIGN 7.1: what they can fix), or, when the shop could not be reached or answered without
 * a reason, one line saying nothing changed and to try again.
 */
import type { CartActionResult } from "./use-server-cart";

export const CART_UNREACHABLE_MESSAGE =
  "The cart could not be updated just now. Nothing was changed; please try again.";

/** [] when the change went through. */
export function cartActionMessages(result: Pick<CartActionResult, "ok" | "errors">): string[] {
  if (result.ok) return [];
  const messages = result.errors.map((error) => error.message.trim()).filter(Boolean);
  return messages.length > 0 ? [...new Set(messages)] : [CART_UNREACHABLE_MESSAGE];
}

/**
 * What /shared-cart/{id} says (spec 2.11 leaves it open; DESIGN 4.6): the shared cart is being
 * taken over, it was, or there is no such shared cart ("not found" for an unknown, malformed or
 * expired id), or the shop could not be reached.
 */
export type AdoptionOutcome = "adopting" | "adopted" | "not-found" | "failed";

export const SHARED_CART_TEXTS: Record<AdoptionOutcome, string> = {
  adopting: "Adding the shared cart to yours…",
  adopted: "The shared cart’s items are in your cart now.",
  "not-found":
    "This shared cart was not found. The link may be mistyped, or the shared cart may have expired.",
  failed: "The shared cart could not be added just now. Please reload the page to try again.",
};

export function adoptionOutcome(result: {
  ok: boolean;
  errors: readonly { code: string }[];
}): Exclude<AdoptionOutcome, "adopting"> {
  if (result.ok) return "adopted";
  return result.errors.some((error) => error.code === "NOT_FOUND") ? "not-found" : "failed";
}

/**
 * What an invoice preview was calculated for: the cart's currency and each line with its size
 * and quantity. When it changes (the panel is open beside the checkout, or another tab) the
 * preview no longer stands and the buyer goes back to the details (spec 4.5).
 */
export interface SignedCart {
  currency: string;
  items: readonly { id: string; licenceSize: number | null; quantity: number }[];
}

export function cartSignature(cart: SignedCart | null): string {
  if (!cart) return "";
  const lines = cart.items
    .map((item) => `${item.id}:${item.licenceSize ?? "-"}:${item.quantity}`)
    .sort();
  return `${cart.currency}|${lines.join(",")}`;
}

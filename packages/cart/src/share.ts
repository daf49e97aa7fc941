/**
 * The share-cart line (spec 4.3): an offer, then the link to copy once ShareCart has given the
 * frozen copy an id, then a confirmation once it is copied.
 */
import { CART_TEXTS, shareCopyText } from "./texts";

export type ShareStep = "offer" | "copy" | "copied";

export interface ShareState {
  /** The shared copy's id from ShareCart; null before sharing. */
  sharedCartId: string | null;
  copied: boolean;
}

export interface ShareLineView {
  step: ShareStep;
  text: string;
  /** The link, once there is one. */
  url: string | null;
}

/** '{origin}/shared-cart/{id}' (spec 9). */
export function sharedCartUrl(origin: string, cartId: string): string {
  return `${origin.replace(/\/+$/, "")}/shared-cart/${encodeURIComponent(cartId)}`;
}

export function shareLine({ sharedCartId, copied }: ShareState, origin: string): ShareLineView {
  if (sharedCartId === null) return { step: "offer", text: CART_TEXTS.shareOffer, url: null };
  const url = sharedCartUrl(origin, sharedCartId);
  if (copied) return { step: "copied", text: CART_TEXTS.shareCopied, url };
  return { step: "copy", text: shareCopyText(url), url };
}

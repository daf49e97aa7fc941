import { randomBytes } from "node:crypto";

/** The anonymous cart's cookie (DESIGN 4.6): httpOnly, SameSite=Lax, Secure in production. */
export const CART_COOKIE = "meridian_cart";
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 90;

/** 128 random bits, hex: unguessable, so a cart id is as good as a key. */
export function newCartId(): string {
  return randomBytes(16).toString("hex");
}

export function isCartId(value: unknown): value is string {
  return typeof value === "string" && /^[a-f0-9]{32}$/.test(value);
}

import { randomBytes } from "node:crypto";
import { hashToken, randomToken } from "../../platform/auth/secure-tokens";

/**
 * The anonymous cart's cookie (DESIGN 4.6): httpOnly, SameSite=Lax, Secure in production. It
 * holds a random token of its own, not the cart's id: ids travel (payloads, shared-cart links,
 * invoices, logs) and must open nothing. The cart keeps only the token's hash.
 */
export const CART_COOKIE = "meridian_cart";
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 90;

/** 128 random bits, hex: a cart's id, and a shared copy's public name (`/shared-cart/{id}`). */
export function newCartId(): string {
  return randomBytes(16).toString("hex");
}

export function isCartId(value: unknown): value is string {
  return typeof value === "string" && /^[a-f0-9]{32}$/.test(value);
}

/** A visitor's cart token (256 random bits) and the hash the cart keeps of it. */
export function newCartToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: hashToken(token) };
}

/** The hash to look a cookie's cart up by; null for anything that cannot be a token. */
export function cartTokenHash(cookie: string | undefined): string | null {
  return cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? hashToken(cookie) : null;
}

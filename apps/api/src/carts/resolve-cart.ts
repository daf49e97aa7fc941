import type { AuthenticatedUser, CookieJar } from "../context";
import type { Db } from "../db/database";
import { CART_COOKIE, CART_COOKIE_MAX_AGE, isCartId, newCartId } from "./cart-id";
import {
  type CartRow,
  createCart,
  findCart,
  findOpenCartOfUser,
  lineValues,
  listItems,
  mergeLines,
  touchCart,
} from "./cart-repository";

/**
 * Who is asking: resolved before any transaction starts (authenticating reads the database,
 * and PGlite's one connection must not be asked for it from inside a transaction).
 */
export interface CartCaller {
  viewer: AuthenticatedUser | null;
  cookies: CookieJar;
}

/**
 * The cart a request works on (DESIGN 4.6): a customer's one open cart, or a visitor's cart
 * named by the httpOnly cookie. When a customer arrives with a visitor's cart in the cookie,
 * its lines merge into theirs once and the cookie is cleared, so nothing picked before
 * logging in is lost.
 */
export async function resolveCart(
  tx: Db,
  caller: CartCaller,
  options: { create: boolean },
): Promise<CartRow | null> {
  const { viewer, cookies } = caller;
  const cookieId = cookies.get(CART_COOKIE);
  const cookieCart = isCartId(cookieId) ? await findCart(tx, cookieId) : undefined;

  if (viewer) {
    let cart = await findOpenCartOfUser(tx, viewer.userId);
    if (cookieCart && cookieCart.status === "open" && !cookieCart.userId) {
      cart ??= await createCart(tx, {
        id: newCartId(),
        userId: viewer.userId,
        currency: cookieCart.currency,
      });
      await mergeLines(tx, cart.id, (await listItems(tx, cookieCart.id)).map(lineValues));
      await touchCart(tx, cookieCart.id, { status: "merged" });
      await touchCart(tx, cart.id);
      cookies.set(CART_COOKIE, "", { maxAgeSeconds: 0 });
    }
    if (!cart && options.create)
      cart = await createCart(tx, { id: newCartId(), userId: viewer.userId });
    return cart ? ((await findCart(tx, cart.id)) ?? null) : null;
  }

  if (cookieCart && cookieCart.status === "open" && !cookieCart.userId) return cookieCart;
  if (!options.create) return null;
  const cart = await createCart(tx, { id: newCartId() });
  cookies.set(CART_COOKIE, cart.id, {
    maxAgeSeconds: CART_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: "Lax",
  });
  return cart;
}

import type { AuthenticatedUser, CookieJar, CookieOptions } from "../context";
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
 * and PGlite's one connection must not be asked for it from inside a transaction). Cookie
 * changes wait for the transaction's outcome: a rolled-back merge must not clear the cookie
 * that still names the visitor's cart.
 */
export class CartCaller {
  private pending: [string, string, CookieOptions][] = [];

  constructor(
    readonly viewer: AuthenticatedUser | null,
    private readonly cookies: CookieJar,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookieAfterCommit(name: string, value: string, options: CookieOptions): void {
    this.pending.push([name, value, options]);
  }

  /** After a commit: the cookie changes of the transaction go out with the response. */
  committed(): void {
    for (const [name, value, options] of this.pending) this.cookies.set(name, value, options);
    this.pending = [];
  }

  /** After a rollback: the transaction's cookie changes never happened. */
  rolledBack(): void {
    this.pending = [];
  }
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
  const { viewer } = caller;
  const cookieId = caller.cookie(CART_COOKIE);
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
      caller.setCookieAfterCommit(CART_COOKIE, "", { maxAgeSeconds: 0 });
    }
    if (!cart && options.create)
      cart = await createCart(tx, { id: newCartId(), userId: viewer.userId });
    return cart ? ((await findCart(tx, cart.id)) ?? null) : null;
  }

  if (cookieCart && cookieCart.status === "open" && !cookieCart.userId) return cookieCart;
  if (!options.create) return null;
  const cart = await createCart(tx, { id: newCartId() });
  caller.setCookieAfterCommit(CART_COOKIE, cart.id, {
    maxAgeSeconds: CART_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: "Lax",
  });
  return cart;
}

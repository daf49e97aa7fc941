import type { AuthenticatedUser } from "../../platform/auth/request-auth";
import type { Db } from "../../platform/db/database";
import type { CookieJar, CookieOptions } from "../../platform/http/cookies";
import {
  CART_COOKIE,
  CART_COOKIE_MAX_AGE,
  cartTokenHash,
  newCartId,
  newCartToken,
} from "./cart-id";
import {
  type CartRow,
  createCart,
  findCartByTokenHash,
  lineValues,
  listItems,
  lockCart,
  lockCartByTokenHash,
  lockOpenCartOfUser,
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
  /** By name: a later change of a cookie in one transaction replaces the earlier one. */
  private pending = new Map<string, [string, CookieOptions]>();
  private attempt: Db | undefined;

  constructor(
    readonly viewer: AuthenticatedUser | null,
    private readonly cookies: CookieJar,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /**
   * Marks the transaction `tx` as the one whose cookie changes count. A transaction run again
   * after a deadlock (db/database) gets a new `tx`: what its abandoned attempt meant to set,
   * say the token of a cart that was rolled back, is forgotten.
   */
  startAttempt(tx: Db): void {
    if (tx === this.attempt) return;
    this.attempt = tx;
    this.pending.clear();
  }

  setCookieAfterCommit(name: string, value: string, options: CookieOptions): void {
    this.pending.set(name, [value, options]);
  }

  /** After a commit: the cookie changes of the transaction go out with the response. */
  committed(): void {
    for (const [name, [value, options]] of this.pending) this.cookies.set(name, value, options);
    this.pending.clear();
    this.attempt = undefined;
  }

  /** After a rollback: the transaction's cookie changes never happened. */
  rolledBack(): void {
    this.pending.clear();
    this.attempt = undefined;
  }
}

const isOpenVisitorCart = (cart: CartRow | undefined): cart is CartRow =>
  cart?.status === "open" && !cart.userId;

/**
 * The cart a request works on (DESIGN 4.6): a customer's one open cart, or the visitor's cart
 * the httpOnly cookie's token opens. When a customer arrives with a visitor's cart in the
 * cookie, its lines merge into theirs once and the cookie is cleared, so nothing picked before
 * logging in is lost.
 *
 * Called first in every transaction that works on the caller's cart, it locks the carts it
 * returns or merges (cart-repository), so changes to one cart run one after another. Always in
 * one order — a customer's cart before a visitor's — so two requests never each hold the cart
 * the other waits for.
 */
export async function resolveCart(
  tx: Db,
  caller: CartCaller,
  options: { create: boolean },
): Promise<CartRow | null> {
  caller.startAttempt(tx);
  const { viewer } = caller;
  const tokenHash = cartTokenHash(caller.cookie(CART_COOKIE));

  if (viewer) {
    // Read without a lock to learn whether there is a cart to merge; locked below, in order.
    const seen = tokenHash ? await findCartByTokenHash(tx, tokenHash) : undefined;
    const merging = isOpenVisitorCart(seen);
    let cart = await lockOpenCartOfUser(tx, viewer.userId);
    if (!cart && (merging || options.create)) {
      cart = await createCart(tx, {
        id: newCartId(),
        userId: viewer.userId,
        ...(merging ? { currency: seen.currency } : {}),
      });
    }
    // Another request may have merged it while this one waited for the customer's cart.
    const visitorCart = merging ? await lockCart(tx, seen.id) : undefined;
    if (cart && isOpenVisitorCart(visitorCart)) {
      await mergeLines(tx, cart.id, (await listItems(tx, visitorCart.id)).map(lineValues));
      // Its token opens nothing any more.
      await touchCart(tx, visitorCart.id, { status: "merged", tokenHash: null });
      caller.setCookieAfterCommit(CART_COOKIE, "", { maxAgeSeconds: 0 });
      return touchCart(tx, cart.id);
    }
    return cart ?? null;
  }

  const found = tokenHash ? await lockCartByTokenHash(tx, tokenHash) : undefined;
  if (isOpenVisitorCart(found)) return found;
  if (!options.create) return null;
  const { token, tokenHash: newHash } = newCartToken();
  const cart = await createCart(tx, { id: newCartId(), tokenHash: newHash });
  caller.setCookieAfterCommit(CART_COOKIE, token, {
    maxAgeSeconds: CART_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: "Lax",
  });
  return cart;
}

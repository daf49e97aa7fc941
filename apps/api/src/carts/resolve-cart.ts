import type { AuthenticatedUser, CookieJar, CookieOptions } from "../context";
import type { Db } from "../db/database";
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
 * The cart a request works on (DESIGN 4.6): a customer's one open cart, or the visitor's cart
 * the httpOnly cookie's token opens. When a customer arrives with a visitor's cart in the
 * cookie, its lines merge into theirs once and the cookie is cleared, so nothing picked before
 * logging in is lost.
 */
export async function resolveCart(
  tx: Db,
  caller: CartCaller,
  options: { create: boolean },
): Promise<CartRow | null> {
  const { viewer } = caller;
  const tokenHash = cartTokenHash(caller.cookie(CART_COOKIE));
  const found = tokenHash ? await findCartByTokenHash(tx, tokenHash) : undefined;
  const visitorCart = found?.status === "open" && !found.userId ? found : undefined;

  if (viewer) {
    const cart = await findOpenCartOfUser(tx, viewer.userId);
    if (visitorCart) {
      const into =
        cart ??
        (await createCart(tx, {
          id: newCartId(),
          userId: viewer.userId,
          currency: visitorCart.currency,
        }));
      await mergeLines(tx, into.id, (await listItems(tx, visitorCart.id)).map(lineValues));
      // Its token opens nothing any more.
      await touchCart(tx, visitorCart.id, { status: "merged", tokenHash: null });
      caller.setCookieAfterCommit(CART_COOKIE, "", { maxAgeSeconds: 0 });
      return touchCart(tx, into.id);
    }
    if (cart || !options.create) return cart ?? null;
    return createCart(tx, { id: newCartId(), userId: viewer.userId });
  }

  if (visitorCart || !options.create) return visitorCart ?? null;
  const { token, tokenHash: newHash } = newCartToken();
  const cart = await createCart(tx, { id: newCartId(), tokenHash: newHash });
  caller.setCookieAfterCommit(CART_COOKIE, token, {
    maxAgeSeconds: CART_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: "Lax",
  });
  return cart;
}

import { and, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { cartItems, carts } from "../../platform/db/schema";
import type { Licence } from "../licences";

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart and its lines as one transaction saw them: what a payload is made from. */
export interface CartSnapshot {
  cart: CartRow;
  items: CartItemRow[];
  /** The customer's licences, read when the cart holds an upgrade line (DESIGN 4.10). */
  licences?: Licence[];
}
export type NewCartItem = Omit<typeof cartItems.$inferInsert, "id" | "cartId" | "createdAt">;

/** The unique line rule (schema.ts, cart_items_line_key). */
const LINE_TARGET = [cartItems.cartId, cartItems.productId, cartItems.lineKey];

/** The key that makes a line unique within its product. */
export function lineKeyOf(line: {
  itemType: string;
  styleId?: string | null;
  variantId?: string | null;
  licenceType: string;
}): string {
  if (line.itemType === "goods") return `goods:${line.variantId ?? ""}`;
  if (line.itemType === "family") return `family:${line.licenceType}`;
  // One upgrade per target and licence type: choosing another size replaces it.
  if (line.itemType === "upgrade") return `upgrade:${line.styleId ?? "family"}:${line.licenceType}`;
  return `style:${line.styleId}:${line.licenceType}`;
}

export async function findCart(db: Db, id: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, id));
  return cart;
}

/** A visitor's cart by its cookie token's hash. */
export async function findCartByTokenHash(db: Db, tokenHash: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.tokenHash, tokenHash));
  return cart;
}

/*
 * The locking reads below (SELECT … FOR UPDATE) open every transaction that changes a cart: a
 * second change to the same cart waits here until the first commits, then reads the cart as
 * that one left it. Without them two adds each saw the group's lines as they were before the
 * other, and the group kept two licence sizes (DESIGN 4.6).
 */

/** A cart by id, locked until the transaction ends; undefined if it is gone. */
export async function lockCart(db: Db, id: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, id)).for("update");
  return cart;
}

/** A visitor's cart by its cookie token's hash, locked until the transaction ends. */
export async function lockCartByTokenHash(db: Db, tokenHash: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.tokenHash, tokenHash)).for("update");
  return cart;
}

/**
 * A customer's open cart, locked until the transaction ends. A cart ordered meanwhile by the
 * transaction this one waited for is no longer open, and is not returned.
 */
export async function lockOpenCartOfUser(db: Db, userId: string): Promise<CartRow | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, "open")))
    .for("update");
  return cart;
}

/**
 * Creates a cart; for a customer, returns (locked) the open one another request created first:
 * the unique index on a customer's open cart makes this insert wait for that request's commit.
 */
export async function createCart(
  db: Db,
  cart: {
    id: string;
    userId?: string | null;
    status?: string;
    sharedFrom?: string;
    currency?: string;
    tokenHash?: string;
  },
): Promise<CartRow> {
  const [created] = await db.insert(carts).values(cart).onConflictDoNothing().returning();
  if (created) return created;
  const existing = cart.userId
    ? await lockOpenCartOfUser(db, cart.userId)
    : await lockCart(db, cart.id);
  if (!existing) throw new Error("cart could not be created");
  return existing;
}

export function listItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.createdAt, cartItems.id);
}

/** What a change does to its cart: the version lets a checkout preview notice it. */
const CHANGED = { version: sql`${carts.version} + 1`, updatedAt: sql`now()` };

/** Marks a change. */
export async function touchCart(
  db: Db,
  cartId: string,
  changes: Partial<Pick<CartRow, "currency" | "userId" | "status" | "tokenHash">> = {},
): Promise<CartRow> {
  const [cart] = await db
    .update(carts)
    .set({ ...changes, ...CHANGED })
    .where(eq(carts.id, cartId))
    .returning();
  if (!cart) throw new Error(`cart ${cartId} vanished while it was changed`);
  return cart;
}

/**
 * Marks a change (touchCart) and reads the cart's lines (listItems) in one statement: what a
 * cart change answers with.
 */
export async function touchCartWithItems(db: Db, cartId: string): Promise<CartSnapshot> {
  const touched = db
    .$with("touched")
    .as(db.update(carts).set(CHANGED).where(eq(carts.id, cartId)).returning());
  const rows = await db
    .with(touched)
    .select()
    .from(touched)
    .leftJoin(cartItems, eq(cartItems.cartId, touched.id))
    .orderBy(cartItems.createdAt, cartItems.id);
  const cart = rows[0]?.touched;
  if (!cart) throw new Error(`cart ${cartId} vanished while it was changed`);
  return { cart, items: rows.flatMap((row) => (row.cart_items ? [row.cart_items] : [])) };
}

/** A line to insert; its licence size may be worked out by the statement itself. */
type LineToAdd = Omit<NewCartItem, "licenceSize"> & { licenceSize?: number | null | SQL };

/**
 * Adds a line. A font line already there changes nothing (unique per product, style or family,
 * licence type); a goods line gains `quantity` ("Add another").
 */
export async function addLine(db: Db, cartId: string, line: LineToAdd): Promise<void> {
  const insert = db.insert(cartItems).values({ ...line, cartId });
  if (line.itemType === "goods") {
    await insert.onConflictDoUpdate({
      target: LINE_TARGET,
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    });
  } else if (line.itemType === "upgrade") {
    await insert.onConflictDoUpdate({
      target: LINE_TARGET,
      set: { licenceSize: sql`excluded.licence_size`, upgradeFrom: sql`excluded.upgrade_from` },
    });
  } else {
    await insert.onConflictDoNothing({ target: LINE_TARGET });
  }
}

/**
 * Copies lines into a cart without adding up: merging or adopting the same lines twice
 * changes nothing (goods keep the larger quantity).
 */
export async function mergeLines(db: Db, cartId: string, lines: NewCartItem[]): Promise<void> {
  for (const line of lines) {
    if (line.itemType === "goods") {
      await db
        .insert(cartItems)
        .values({ ...line, cartId })
        .onConflictDoUpdate({
          target: LINE_TARGET,
          set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
        });
    } else {
      await addLine(db, cartId, line);
    }
  }
  await unifyGroupSizes(db, cartId);
}

/**
 * One licence size per parent font and licence type (DESIGN 4.6): after lines arrive from
 * another cart, each group takes the largest size among its lines, so no style is licensed
 * for fewer people than the customer already chose.
 */
async function unifyGroupSizes(db: Db, cartId: string): Promise<void> {
  await db.execute(sql`
    update cart_items as line set licence_size = grouped.size
    from (
      select parent_font_id, licence_type, max(licence_size) as size
      from cart_items
      where cart_id = ${cartId} and item_type in ('family', 'style')
      group by parent_font_id, licence_type
    ) as grouped
    where line.cart_id = ${cartId} and line.item_type in ('family', 'style')
      and line.parent_font_id = grouped.parent_font_id and line.licence_type = grouped.licence_type
      and line.licence_size is distinct from grouped.size`);
}

/**
 * Removes a line, or one of a goods line's quantity; false when the cart has no such line.
 * Each step is one conditional statement, so concurrent removes never drive a quantity to 0.
 */
export async function removeLine(db: Db, cartId: string, itemId: string): Promise<boolean> {
  const ofThisCart = and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId));
  const decremented = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} - 1` })
    .where(and(ofThisCart, eq(cartItems.itemType, "goods"), sql`${cartItems.quantity} > 1`))
    .returning({ id: cartItems.id });
  if (decremented.length > 0) return true;
  const deleted = await db.delete(cartItems).where(ofThisCart).returning({ id: cartItems.id });
  return deleted.length > 0;
}

/** Empties a cart; the number of lines removed. */
export async function clearLines(db: Db, cartId: string): Promise<number> {
  const removed = await db
    .delete(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .returning({ id: cartItems.id });
  return removed.length;
}

/**
 * The lines that share one licence size (DESIGN 4.6): a parent font's family and style lines of
 * one licence type. An upgrade's size is its target's, chosen on /account: no group moves it.
 */
function inGroup(cartId: string, group: { parentFontId: string; licenceType: string }) {
  return and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.parentFontId, group.parentFontId),
    eq(cartItems.licenceType, group.licenceType),
    inArray(cartItems.itemType, ["family", "style"]),
  );
}

/** Sets the licence size of every line of one parent font and licence type; the count changed. */
export async function setGroupLicenceSize(
  db: Db,
  cartId: string,
  group: { parentFontId: string; licenceType: string; licenceSize: number },
): Promise<number> {
  const updated = await db
    .update(cartItems)
    .set({ licenceSize: group.licenceSize })
    .where(inGroup(cartId, group))
    .returning({ id: cartItems.id });
  return updated.length;
}

/**
 * Adds a font line at the licence size its group already has (DESIGN 4.6), or 0 when it is the
 * group's first: the size is read by the insert itself, one statement rather than two.
 */
export async function addLineAtGroupSize(
  db: Db,
  cartId: string,
  line: NewCartItem & { parentFontId: string },
): Promise<void> {
  const sizeOfGroup = db
    .select({ size: cartItems.licenceSize })
    .from(cartItems)
    .where(inGroup(cartId, line))
    .limit(1);
  await addLine(db, cartId, { ...line, licenceSize: sql`coalesce(${sizeOfGroup}, 0)` });
}

export function lineValues(line: CartItemRow): NewCartItem {
  const { id: _id, cartId: _cartId, createdAt: _createdAt, ...values } = line;
  return values;
}

/**
 * Housekeeping: visitors' carts (no customer's) nobody has touched for `days` — left behind,
 * merged at a login, or ordered — with their lines. A customer's cart stays with the account.
 */
export async function deleteAbandonedVisitorCarts(db: Db, days: number): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(
      and(
        isNull(carts.userId),
        ne(carts.status, "shared"),
        sql`${carts.updatedAt} < now() - make_interval(days => ${days})`,
      ),
    )
    .returning({ id: carts.id });
  return deleted.length;
}

/** Housekeeping: shared copies made more than `days` ago, which AdoptCart no longer takes. */
export async function deleteExpiredSharedCarts(db: Db, days: number): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(
      and(
        eq(carts.status, "shared"),
        sql`${carts.createdAt} < now() - make_interval(days => ${days})`,
      ),
    )
    .returning({ id: carts.id });
  return deleted.length;
}

/**
 * Closes the cart an invoice was made from, once it is paid: status 'ordered', so the customer's next request
 * gets a new empty cart (resolve-cart.ts). If it changed after the invoice was frozen (a
 * line added in another tab), only the bought lines leave it and it stays open.
 */
export async function closeOrderedCart(
  db: Db,
  invoice: { cartId: string | null; cartVersion: number | null },
  bought: readonly (Parameters<typeof lineKeyOf>[0] & { productId: string })[],
): Promise<void> {
  if (!invoice.cartId) return;
  const closed = await db
    .update(carts)
    .set({ status: "ordered", ...CHANGED })
    .where(
      and(
        eq(carts.id, invoice.cartId),
        eq(carts.status, "open"),
        eq(carts.version, invoice.cartVersion ?? -1),
      ),
    )
    .returning({ id: carts.id });
  if (closed.length > 0) return;
  // The cart row first, as every cart change locks it (resolve-cart.ts): taking the lines'
  // locks before the cart's could deadlock with a change to the same cart.
  await db
    .update(carts)
    .set(CHANGED)
    .where(and(eq(carts.id, invoice.cartId), eq(carts.status, "open")));
  for (const item of bought) {
    await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, invoice.cartId),
          eq(cartItems.productId, item.productId),
          eq(cartItems.lineKey, lineKeyOf(item)),
        ),
      );
  }
}
